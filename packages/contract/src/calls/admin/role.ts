import { IdHeadersSchema, SavedAnswerSchema } from "../../admin-applications.ts";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AdminPrivilege } from "../../privileges.ts";
import {
  RecordDeleteRequestSchema,
  RoleApplicationsAnswerSchema,
  RoleListAnswerSchema,
  RoleListHeadersSchema,
  RoleSaveRequestSchema,
} from "../../privileges-roles.ts";

const { rolesRead, rolesWrite, usersRead } = AdminPrivilege;

/** Read by the role list and by the user form (every role, `assigned` for the user of header `user`). */
export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/role/list",
  headers: RoleListHeadersSchema,
  answer: RoleListAnswerSchema,
  privilege: [rolesRead, usersRead],
});

export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/role/create",
  request: RoleSaveRequestSchema,
  answer: SavedAnswerSchema,
  privilege: [rolesWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/role/modify",
  request: RoleSaveRequestSchema,
  answer: SavedAnswerSchema,
  privilege: [rolesWrite],
});

/** The applications of the role of header `id`. */
export const applications = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/applicationId",
  headers: IdHeadersSchema,
  answer: RoleApplicationsAnswerSchema,
  privilege: [rolesRead],
});

/**
 * Not in the spec, which quotes '¿Deseas eliminar este rol?' but shows no call (docs/spec-differences.md).
 * Refused (409) while a user still holds it. `AdminApi.role.delete` (see `AdminApi.user.delete`).
 */
const remove = defineCall({
  service: "security",
  method: "POST",
  path: "/api/role/delete",
  request: RecordDeleteRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [rolesWrite],
});

export { remove as delete };
