import {
  AdminApi,
  AppsForAssignAnswerSchema,
  InformationAnswerSchema,
  type Notification,
  NotificationListAnswerSchema,
  NotificationSaveAnswerSchema,
  type NotificationSaveRequest,
  SubjectsAnswerSchema,
  TemplatesAnswerSchema,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";

const { notification, application } = AdminApi;

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => ["notifications", "list"] as const,
};

/** GET /api/Notifications/List: every notification; the screen searches, sorts and pages them. */
export function useNotificationList() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: async (): Promise<readonly Notification[]> =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: notification.list.path,
          answer: NotificationListAnswerSchema,
        })
      ).result,
  });
}

/** GET /api/application/getApplicationsForAssignNotification: the applications a notification may go to. */
export function useNotificationApplications() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["notifications", "applications"] as const,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: application.forNotifications.path,
          answer: AppsForAssignAnswerSchema,
        })
      ).result,
  });
}

/** GET /api/ApplicationsTemplates/TemplatesByApps (header apps): none is asked for without an application. */
export function useTemplates(applicationIds: readonly number[]) {
  const { client } = useSignIn();
  const apps = [...applicationIds].sort((a, b) => a - b).join(",");
  return useQuery({
    queryKey: ["notifications", "templates", apps] as const,
    enabled: apps !== "",
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: notification.templatesByApps.path,
          headers: { apps },
          answer: TemplatesAnswerSchema,
        })
      ).result,
  }).data;
}

/** GET /api/Subjects/SubjectsByTemplateId (header idTemplate). */
export function useSubjects(templateId: number) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["notifications", "subjects", templateId] as const,
    enabled: templateId > 0,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: notification.subjectsByTemplate.path,
          headers: { idTemplate: String(templateId) },
          answer: SubjectsAnswerSchema,
        })
      ).result,
  }).data;
}

/** POST /api/Notifications/Create or /Modify (by id); `result` is the message to show. Then the list reloads. */
export function useSaveNotification() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSaveRequest) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: body.id ? notification.modify.path : notification.create.path,
          body,
          answer: NotificationSaveAnswerSchema,
        })
      ).result,
    onSettled: () => queries.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /api/Notifications/Delete; the answer's text is shown. Then the list reloads. */
export function useDeleteNotification() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: notification.delete.path,
          body: { id },
          answer: InformationAnswerSchema,
        })
      ).information ?? "",
    onSettled: () => queries.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
