import { newApplicationForm } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useMemo, useRef, useState } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { AppFormView } from "./AppFormView.tsx";
import { type ApplicationTabId, type ApplicationValues, applicationValues } from "./app-form.ts";
import { useApplicationList, useSaveApplication } from "./app-list-query.ts";

export interface AppFormScreenProps {
  /** The application's id, 0 for a new one (spec §2). */
  readonly id: number;
  /** Back to the list. */
  readonly onLeave: () => void;
}

/**
 * The application form over the list's records, opened from /apps: the SDK's route table knows the console's
 * areas by their exact paths, so the form lives inside the list's route, as the privilege card does.
 */
export function AppFormScreen({ id, onLeave }: AppFormScreenProps): ReactElement {
  const { _ } = useLingui();
  const list = useApplicationList();
  const save = useSaveApplication();
  // A created application reads as details from then on: its updates modify the id the create answered.
  const createdId = useRef(0);
  const [created, setCreated] = useState(false);
  const stored = list.data?.find((app) => app.id === id);
  const values = useMemo(() => (stored ? applicationValues(stored) : newApplicationForm()), [stored]);

  if (id !== 0 && list.isPending) return <p role="status">{_("Cargando")}</p>;
  if (id !== 0 && !stored) return <p role="alert">{_("No se encontró la aplicación {id}", { id })}</p>;

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
    />
  );
}
