import { type Notification, parseTemplateVariables } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useEffect, useRef } from "react";
import { userMessageOf } from "../../data/console-api.ts";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { SUCCESS_MESSAGE_MS } from "../../pieces/timing.ts";
import { NotificationFormView } from "./NotificationFormView.tsx";
import { localToday, newNotificationValues, notificationValues, saveRequest } from "./notification-form.ts";
import {
  useNotificationApplications,
  useSaveNotification,
  useSubjects,
  useTemplates,
} from "./notification-queries.ts";
import { variableFields } from "./variable-fields.ts";

export interface NotificationFormScreenProps {
  /** A pending notification to show, or none for a new one. */
  readonly notification?: Notification;
  /** Back to the list. */
  readonly onLeave: () => void;
}

/**
 * The notification form, in the list's place at /notifications/<id> or /notifications/new. A save shows the
 * server's message, then goes back to the list (spec §4).
 */
export function NotificationFormScreen({ notification, onLeave }: NotificationFormScreenProps): ReactElement {
  const { _ } = useLingui();
  const today = localToday();
  const applications = useNotificationApplications();
  const templates = useTemplates(notification?.applicationIds ?? []);
  const save = useSaveNotification();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const template = templates?.find((entry) => entry.id === notification?.templateId);
  if (applications.isPending || (notification && !templates)) return <p role="status">{_("Cargando")}</p>;

  const values = notification
    ? notificationValues(
        notification,
        template ? variableFields(parseTemplateVariables(template), today) : [],
      )
    : newNotificationValues;

  return (
    <NotificationFormView
      values={values}
      isNew={!notification}
      today={today}
      applications={applications.data ?? []}
      useTemplates={useTemplates}
      useSubjects={useSubjects}
      onSave={async (current, fields): Promise<SaveResult> => {
        try {
          const message = await save.mutateAsync(saveRequest(notification?.id ?? 0, current, fields));
          leaving.current = setTimeout(onLeave, SUCCESS_MESSAGE_MS);
          return { ok: true, message };
        } catch (error) {
          return { ok: false, message: userMessageOf(error) };
        }
      }}
      onLeave={onLeave}
    />
  );
}
