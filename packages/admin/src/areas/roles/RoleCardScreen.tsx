import { RecordState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { MissingRecord } from "../../routing/record-outlet.tsx";
import { usePrivilegeApplications, usePrivilegeList } from "../privileges/privilege-queries.ts";
import { RoleCardView } from "./RoleCardView.tsx";
import { newRoleValues, type RoleCardTab, type RoleValues, roleSaveBody, roleValues } from "./role-card.ts";
import { useRoleList, useSaveRole } from "./role-queries.ts";

/** A refusal's `result.information` (spec §8), shown under the form. */
const refusal = (error: unknown): SaveResult => ({
  ok: false,
  message: userMessageOf(error),
});

export interface RoleCardScreenProps {
  /** The role's id, or "new". */
  readonly id: number | "new";
  /** Back to the list. */
  readonly onLeave: () => void;
  /** A new role was saved under `id`, which the card now shows. */
  readonly onCreated: (id: number) => void;
  /** The open tab, as the address names it. */
  readonly tab: RoleCardTab;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange: (tab: string) => void;
}

/**
 * The role card (spec §2 "Roles"), in the list's place at /roles/<id> or /roles/new. The applications come from the privilege card's call with no privilege (every application), and the
 * privileges from the whole list, grouped per application here: the card shows only the active ones.
 */
export function RoleCardScreen({
  id,
  onLeave,
  onCreated,
  tab,
  onTabChange,
}: RoleCardScreenProps): ReactElement {
  const { _ } = useLingui();
  // A role saved as new is, from then on, that record: the next save modifies it instead of creating it again.
  const [created, setCreated] = useState<number>();
  const isNew = id === "new" && created === undefined;
  const recordId = created ?? (id === "new" ? 0 : id);
  const roles = useRoleList();
  const applications = usePrivilegeApplications(0);
  const privileges = usePrivilegeList();
  const save = useSaveRole();
  const stored = isNew ? undefined : roles.data?.find((entry) => entry.id === recordId);

  if (applications.isPending || privileges.isPending || (!isNew && roles.isPending))
    return <p role="status">{_("Cargando")}</p>;
  if (!isNew && !stored && created === undefined) return <MissingRecord record={String(id)} />;

  const onSave = async (values: RoleValues): Promise<SaveResult> => {
    try {
      const existing =
        stored ?? (created !== undefined ? { id: created, idstate: RecordState.active } : undefined);
      const answer = await save.mutateAsync(roleSaveBody(values, existing));
      if (!existing) {
        const createdId = Number(answer.result?.id);
        if (Number.isInteger(createdId) && createdId > 0) {
          setCreated(createdId);
          onCreated(createdId);
        }
      }
      // Spec §8 quotes no text for a saved role: these follow the privilege's.
      return {
        ok: true,
        message: existing ? _("El rol fue modificado exitosamente") : _("El rol fue creado exitosamente"),
      };
    } catch (error) {
      return refusal(error);
    }
  };

  return (
    <RoleCardView
      values={stored ? roleValues(stored) : newRoleValues}
      isNew={isNew}
      applications={applications.data ?? []}
      privileges={privileges.data ?? []}
      onSave={onSave}
      onLeave={onLeave}
      tab={tab}
      onTabChange={onTabChange}
    />
  );
}
