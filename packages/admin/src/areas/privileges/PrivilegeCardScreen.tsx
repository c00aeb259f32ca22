import { RecordState } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { MissingRecord } from "../../routing/record-outlet.tsx";
import { PrivilegeCardView } from "./PrivilegeCardView.tsx";
import { newPrivilegeValues, type PrivilegeValues, privilegeValues } from "./privilege-card.ts";
import {
  useCreatePrivilege,
  useModifyPrivilege,
  usePrivilegeApplications,
  usePrivilegeList,
} from "./privilege-queries.ts";

/** A refusal's `result.information` (spec §8), shown under the form. */
const refusal = (error: unknown): SaveResult => ({
  ok: false,
  message: userMessageOf(error),
});

export interface PrivilegeCardScreenProps {
  /** The privilege's id, or "new". */
  readonly id: number | "new";
  /** Back to the list. */
  readonly onLeave: () => void;
  /** A new privilege was saved under `id`, which the card now shows. */
  readonly onCreated: (id: number) => void;
}

/** The privilege card (spec §2 "Privileges"), in the list's place at /privileges/<id> or /privileges/new. */
export function PrivilegeCardScreen({ id, onLeave, onCreated }: PrivilegeCardScreenProps): ReactElement {
  const { _ } = useLingui();
  // A privilege saved as new is, from then on, that record: the next save modifies it (its name locked).
  const [created, setCreated] = useState<{ id: number; name: string }>();
  const isNew = id === "new" && created === undefined;
  const numeric = created?.id ?? (id === "new" ? 0 : id);
  const list = usePrivilegeList();
  // The table's applications, asked once for the card as it opened: a created privilege keeps its card (and the
  // save's message) rather than waiting for a new query.
  const applications = usePrivilegeApplications(id === "new" ? 0 : id);
  const create = useCreatePrivilege();
  const modify = useModifyPrivilege();
  const stored = list.data?.find((entry) => entry.id === numeric);

  if (applications.isPending || (!isNew && list.isPending)) return <p role="status">{_("Cargando")}</p>;
  if (!isNew && !stored && !created) return <MissingRecord record={String(id)} />;

  const save = async (values: PrivilegeValues): Promise<SaveResult> => {
    const body = {
      name: values.name.trim(),
      description: values.description,
      licence: values.licence,
      isAuditable: values.isAuditable,
      application: [...values.application],
    };
    try {
      const existing = stored ?? (created && { ...created, idstate: RecordState.active });
      if (!existing) {
        const answer = await create.mutateAsync(body);
        const createdId = Number(answer.result?.id);
        if (Number.isInteger(createdId) && createdId > 0) {
          setCreated({ id: createdId, name: body.name });
          onCreated(createdId);
        }
        return { ok: true, message: _("El privilegio fue creado exitosamente") };
      }
      await modify.mutateAsync({ ...body, id: existing.id, name: existing.name, idstate: existing.idstate });
      return { ok: true, message: _("El privilegio fue modificado exitosamente") };
    } catch (error) {
      return refusal(error);
    }
  };

  return (
    <PrivilegeCardView
      // After a create the list reloads; until the record is in it, the card keeps what it saved.
      values={stored ? privilegeValues(stored) : newPrivilegeValues}
      isNew={isNew}
      applications={applications.data ?? []}
      onSave={save}
      onLeave={onLeave}
    />
  );
}
