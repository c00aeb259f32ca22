import { CountRolesByUserAnswerSchema, CountRolesByUserHeadersSchema } from "../../admin-applications.ts";
import {
  ActivateDeletedUserAnswerSchema,
  ActivateDeletedUserRequestSchema,
  CountriesAnswerSchema,
  CustomersAnswerSchema,
  CustomersHeadersSchema,
  UserByIdAnswerSchema,
  UserByIdHeadersSchema,
  UserDeleteRequestSchema,
  UserExistsAnswerSchema,
  UserExistsRequestSchema,
  UserListAnswerSchema,
  UserListHeadersSchema,
  UserSaveRequestSchema,
  UserStateRequestSchema,
  UserTypesAnswerSchema,
} from "../../admin-users.ts";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AdminPrivilege } from "../../privileges.ts";

const { usersRead, usersWrite } = AdminPrivilege;

export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/create",
  request: UserSaveRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [usersWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/modify",
  request: UserSaveRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [usersWrite],
});

/** The list's state toggle. */
export const inactivate = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/Inactivate",
  request: UserStateRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [usersWrite],
});

/** `AdminApi.user.delete` (a reserved word cannot name a declaration, but it can name an export). */
const remove = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/delete",
  request: UserDeleteRequestSchema,
  answer: InformationAnswerSchema,
  privilege: [usersWrite],
});

export const activateDeleted = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/activateDeletedUser",
  request: ActivateDeletedUserRequestSchema,
  answer: ActivateDeletedUserAnswerSchema,
  privilege: [usersWrite],
});

export const exists = defineCall({
  service: "security",
  method: "POST",
  path: "/api/user/getuserexists",
  request: UserExistsRequestSchema,
  answer: UserExistsAnswerSchema,
  privilege: [usersRead],
});

export const getById = defineCall({
  service: "security",
  method: "GET",
  path: "/api/user/GetById",
  headers: UserByIdHeadersSchema,
  answer: UserByIdAnswerSchema,
  privilege: [usersRead],
});

export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/user/list",
  headers: UserListHeadersSchema,
  answer: UserListAnswerSchema,
  privilege: [usersRead],
});

export const types = defineCall({
  service: "security",
  method: "GET",
  path: "/api/user/GetTypeUser",
  answer: UserTypesAnswerSchema,
  privilege: [usersRead],
});

export const countries = defineCall({
  service: "security",
  method: "GET",
  path: "/api/user/get-countries",
  answer: CountriesAnswerSchema,
  privilege: [usersRead],
});

export const customersByUser = defineCall({
  service: "security",
  method: "GET",
  path: "/api/customer/GetCustomerByUser",
  headers: CustomersHeadersSchema,
  answer: CustomersAnswerSchema,
  privilege: [usersRead],
});

export const customers = defineCall({
  service: "security",
  method: "GET",
  path: "/api/customer/GetCustomer",
  headers: CustomersHeadersSchema,
  answer: CustomersAnswerSchema,
  privilege: [usersRead],
});

export const countRolesByUser = defineCall({
  service: "security",
  method: "GET",
  path: "/api/application/GetCountRolesByUser",
  headers: CountRolesByUserHeadersSchema,
  answer: CountRolesByUserAnswerSchema,
  privilege: [usersRead],
});

export { remove as delete };
