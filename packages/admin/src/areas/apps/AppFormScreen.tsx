import { newApplicationForm } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useMemo, useRef, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { MissingRecord } from "../../routing/record-outlet.tsx";
import { AppFormView } from "./AppFormView.tsx";
import { type ApplicationTabId, type ApplicationValues, applicationValues } from "./app-form.ts";
import { useApplicationList, useSaveApplication } from "./app-list-query.ts";

export interface AppFormScreenProps {
  /** The application's id, 0 for a new one (spec §2). */
  readonly id: number;
  /** Back to the list. */
  readonly onLeave: () => void;
  /** A new application was saved under `id`, which the form now shows. */
  readonly onCreated: (id: number) => void;
  /** The open tab, as the address names it. */
  readonly tab: ApplicationTabId;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange: (tab: string) => void;
}

/** The application form (spec §2 "Application form"), in the list's place at /apps/<id> or /apps/new. */
export function AppFormScreen({
  id,
  onLeave,
  onCreated,
  tab,
  onTabChange,
}: AppFormScreenProps): ReactElement {
  const { _ } = useLingui();
  const list = useApplicationList();
  const save = useSaveApplication();
  // A created application reads as details from then on: its updates modify the id the create answered.
  const createdId = useRef(0);
  const [created, setCreated] = useState(false);
  const stored = list.data?.find((app) => app.id === id);
  const values = useMemo(() => (stored ? applicationValues(stored) : newApplicationForm()), [stored]);

  if (id !== 0 && list.isPending) return <p role="status">{_("Cargando")}</p>;
  if (id !== 0 && !stored) return <MissingRecord record={String(id)} />;

  const updated: Record<ApplicationTabId, string> = {
    basics: _("Los datos básicos han sido actualizados"),
    token: _("Las opciones de token han sido actualizados"),
    password: _("Las opciones de contraseña han sido actualizados"),
    configuration: _("Las opciones de configuración han sido actualizados"),
  };

  const onSave = async (current: ApplicationValues, tab: ApplicationTabId): Promise<SaveResult> => {
    const creating = id === 0 && createdId.current === 0;
    try {
      const saved = await save.mutateAsync({ ...current, id: id || createdId.current });
      if (creating) {
        createdId.current = saved;
        setCreated(true);
        onCreated(saved);
        return { ok: true, message: _("La aplicación fue creada con éxito") };
      }
      return { ok: true, message: updated[tab] };
    } catch (error) {
      // Spec §8: the server's result.information, shown under the form.
      return { ok: false, message: userMessageOf(error) };
    }
  };

  return (
    <AppFormView
      values={values}
      isNew={id === 0}
      nameFixed={id !== 0 || created}
      onSave={onSave}
      onLeave={onLeave}
      tab={tab}
      onTabChange={onTabChange}
    />
  );
}
