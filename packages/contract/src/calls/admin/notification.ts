import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import {
  NotificationDeleteRequestSchema,
  NotificationListAnswerSchema,
  NotificationSaveAnswerSchema,
  NotificationSaveRequestSchema,
  SubjectsAnswerSchema,
  SubjectsByTemplateHeadersSchema,
  TemplatesAnswerSchema,
  TemplatesByAppsHeadersSchema,
} from "../../notifications.ts";
import { AdminPrivilege } from "../../privileges.ts";

const { notificationsRead, notificationsWrite } = AdminPrivilege;

export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/Notifications/List",
  answer: NotificationListAnswerSchema,
  privilege: [notificationsRead],
});

export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/Notifications/Create",
  request: NotificationSaveRequestSchema,
  answer: NotificationSaveAnswerSchema,
  privilege: [notificationsWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/Notifications/Modify",
  request: NotificationSaveRequestSchema,
  answer: NotificationSaveAnswerSchema,
  privilege: [notificationsWrite],
});

/** `AdminApi.notification.delete` (see `AdminApi.user.delete`). */
const remove = defineCall({
  service: "security",
  method: "POST",
  path: "/api/Notifications/Delete",
  request: NotificationDeleteRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [notificationsWrite],
});

export { remove as delete };

export const subjectsByTemplate = defineCall({
  service: "security",
  method: "GET",
  path: "/api/Subjects/SubjectsByTemplateId",
  headers: SubjectsByTemplateHeadersSchema,
  answer: SubjectsAnswerSchema,
  privilege: [notificationsRead],
});

export const templatesByApps = defineCall({
  service: "security",
  method: "GET",
  path: "/api/ApplicationsTemplates/TemplatesByApps",
  headers: TemplatesByAppsHeadersSchema,
  answer: TemplatesAnswerSchema,
  privilege: [notificationsRead],
});
