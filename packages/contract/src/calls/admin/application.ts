import {
  ApplicationListAnswerSchema,
  AppsForAssignAnswerSchema,
  SavedAnswerSchema,
} from "../../admin-applications.ts";
import { ApplicationFormSchema } from "../../application-rules.ts";
import { defineCall } from "../../call.ts";
import { AdminPrivilege } from "../../privileges.ts";

const { appsRead, appsWrite, menusRead, notificationsRead } = AdminPrivilege;

export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/list",
  answer: ApplicationListAnswerSchema,
  privilege: [appsRead],
});

/** The spec does not show the exact paths of the saves; these follow the other areas. */
export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/application/create",
  request: ApplicationFormSchema,
  answer: SavedAnswerSchema,
  privilege: [appsWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/application/modify",
  request: ApplicationFormSchema,
  answer: SavedAnswerSchema,
  privilege: [appsWrite],
});

export const forMenus = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/getApplicationsForAssignMenu",
  answer: AppsForAssignAnswerSchema,
  privilege: [menusRead],
});

export const forNotifications = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/getApplicationsForAssignNotification",
  answer: AppsForAssignAnswerSchema,
  privilege: [notificationsRead],
});
