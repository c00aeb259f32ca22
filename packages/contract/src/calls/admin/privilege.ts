import { AppsByPrivilegeAnswerSchema, IdHeadersSchema, SavedAnswerSchema } from "../../admin-applications.ts";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AdminPrivilege } from "../../privileges.ts";
import {
  PrivilegeCreateRequestSchema,
  PrivilegeListAnswerSchema,
  PrivilegeListHeadersSchema,
  PrivilegeModifyRequestSchema,
  RecordDeleteRequestSchema,
} from "../../privileges-roles.ts";

const { privilegesRead, privilegesWrite, rolesRead, menusRead } = AdminPrivilege;

/** Read by the privilege list, the role card (its privileges) and the menu item form (an application's). */
export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/privilege/list",
  headers: PrivilegeListHeadersSchema,
  answer: PrivilegeListAnswerSchema,
  privilege: [privilegesRead, rolesRead, menusRead],
});

export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/privilege/create",
  request: PrivilegeCreateRequestSchema,
  answer: SavedAnswerSchema,
  privilege: [privilegesWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/privilege/modify",
  request: PrivilegeModifyRequestSchema,
  answer: SavedAnswerSchema,
  privilege: [privilegesWrite],
});

/** Every application, `assigned` where privilege `id` (header) is. */
export const applications = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/getApplicationsByIdPrivilege",
  headers: IdHeadersSchema,
  answer: AppsByPrivilegeAnswerSchema,
  privilege: [privilegesRead],
});

/**
 * Not in the spec, which quotes '¿Deseas eliminar este privilegio?' but shows no call (docs/spec-differences.md).
 * Refused (409) while a role still grants it. `AdminApi.privilege.delete` (see `AdminApi.user.delete`).
 */
const remove = defineCall({
  service: "security",
  method: "POST",
  path: "/api/privilege/delete",
  request: RecordDeleteRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [privilegesWrite],
});

export { remove as delete };
