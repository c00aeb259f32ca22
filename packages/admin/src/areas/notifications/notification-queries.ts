import { AdminApi, type NotificationSaveRequest } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";

const { notification, application } = AdminApi;

/** GET /api/Notifications/List: every notification; the screen searches, sorts and pages them. */
export function useNotificationList() {
  const { client } = useSignIn();
  return useQuery({ ...callQuery(client, notification.list), select: (answer) => answer.result });
}

/** GET /api/application/getApplicationsForAssignNotification: the applications a notification may go to. */
export function useNotificationApplications() {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, application.forNotifications),
    select: (answer) => answer.result,
  });
}

/** GET /api/ApplicationsTemplates/TemplatesByApps (header apps): none is asked for without an application. */
export function useTemplates(applicationIds: readonly number[]) {
  const { client } = useSignIn();
  const apps = [...applicationIds].sort((a, b) => a - b).join(",");
  return useQuery({
    ...callQuery(client, notification.templatesByApps, { headers: { apps } }),
    enabled: apps !== "",
    select: (answer) => answer.result,
  }).data;
}

/** GET /api/Subjects/SubjectsByTemplateId (header idTemplate). */
export function useSubjects(templateId: number) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, notification.subjectsByTemplate, { headers: { idTemplate: String(templateId) } }),
    enabled: templateId > 0,
    select: (answer) => answer.result,
  }).data;
}

/** POST /api/Notifications/Create or /Modify (by id); `result` is the message to show. Then the list reloads. */
export function useSaveNotification() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSaveRequest) =>
      (await request(client, body.id ? notification.modify : notification.create, { body })).result,
    onSettled: () => invalidateCalls(queries, notification.list),
  });
}

/** POST /api/Notifications/Delete; the answer's text is shown. Then the list reloads. */
export function useDeleteNotification() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(client, notification.delete, { body: { id } })).information ?? "",
    onSettled: () => invalidateCalls(queries, notification.list),
  });
}
