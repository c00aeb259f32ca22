import { RecordState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { usePrivilegeApplications, usePrivilegeList } from "../privileges/privilege-queries.ts";
import { RoleCardView } from "./RoleCardView.tsx";
import { newRoleValues, type RoleValues, roleSaveBody, roleValues } from "./role-card.ts";
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
}

/**
 * The role card over the list's records, opened from /roles (inside the list's route, as the privilege card is).
 * The applications come from the privilege card's call with no privilege (every application), and the
 * privileges from the whole list, grouped per application here: the card shows only the active ones.
 */
export function RoleCardScreen({ id, onLeave }: RoleCardScreenProps): ReactElement {
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
  if (!isNew && !stored && created === undefined)
    return <p role="alert">{_("No se encontró el rol {id}", { id })}</p>;

  const onSave = async (values: RoleValues): Promise<SaveResult> => {
    try {
      const existing =
        stored ?? (created !== undefined ? { id: created, idstate: RecordState.active } : undefined);
      const answer = await save.mutateAsync(roleSaveBody(values, existing));
      if (!existing) {
        const createdId = Number(answer.result?.id);
        if (Number.isInteger(createdId) && createdId > 0) setCreated(createdId);
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
    />
  );
}
