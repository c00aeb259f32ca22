import * as v from "valibot";
import { ResponseCodeSchema } from "./codes.ts";
import { envelope } from "./envelope.ts";
import { DateTimeText, entityText, optionalHeader } from "./fields.ts";
import { listAnswer, recordsAnswer } from "./records.ts";

/** User types (spec §3). Only types 2 and 4 show the state toggle in the user list. */
export const UserType = { application: 1, user: 2, tester: 3, certificateUser: 4 } as const;

/** User state codes that show as inactive; every other code shows as active (spec §3). */
export const INACTIVE_USER_STATES = [1, 3, 6] as const;

/** The state no administrator may change: 'No es posible cambiar de estado a este usuario'. */
export const FIXED_USER_STATE = 6;

export const isInactiveUserState = (idstate: number) =>
  (INACTIVE_USER_STATES as readonly number[]).includes(idstate);

/** A user id: the server's text id; GET /api/user/GetById takes it lowercased in `pid`. */
const UserIdField = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A user as the list, the form and GetById read it (spec §3). `phoneNumber` "0" means none. */
export const AdminUserSchema = v.object({
  id: UserIdField,
  names: v.string(),
  surnames: v.string(),
  email: v.string(),
  document: entityText,
  userName: v.string(),
  phoneNumber: entityText,
  idTypeUser: v.number(),
  countryId: v.nullish(v.number()),
  documentTypeId: v.nullish(v.string()),
  modifiedon: v.nullish(DateTimeText),
  idstate: v.number(),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/** A company as the user form's companies tab reads it; exactly one of a user's companies is principal. */
export const CustomerSchema = v.object({
  id: v.number(),
  name: v.string(),
  principal: v.optional(v.boolean(), false),
  assigned: v.optional(v.boolean(), false),
  modifiedOn: v.nullish(DateTimeText),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** A role given to (or taken from) a user: the role's name and whether it is assigned. */
export const UserRoleAssignmentSchema = v.object({ role: v.string(), assigned: v.boolean() });
export type UserRoleAssignment = v.InferOutput<typeof UserRoleAssignmentSchema>;

/**
 * POST /api/user/create and /api/user/modify: the user's fields (the form names the country `countryCode` and
 * the document type `documentType`), its companies and its roles.
 */
export const UserSaveRequestSchema = v.object({
  id: v.optional(UserIdField),
  names: v.string(),
  surnames: v.string(),
  email: v.string(),
  document: v.string(),
  userName: v.string(),
  phoneNumber: v.optional(v.string()),
  idTypeUser: v.number(),
  countryCode: v.string(),
  documentType: v.string(),
  customers: v.array(
    v.object({ id: v.number(), assigned: v.boolean(), principal: v.optional(v.boolean(), false) }),
  ),
  roles: v.array(UserRoleAssignmentSchema),
});
export type UserSaveRequest = v.InferOutput<typeof UserSaveRequestSchema>;

/** POST /api/user/Inactivate: the state toggle. */
export const UserStateRequestSchema = v.object({ id: UserIdField, idstate: v.number() });
export type UserStateRequest = v.InferOutput<typeof UserStateRequestSchema>;

/** POST /api/user/delete: A10 with the server's message. */
export const UserDeleteRequestSchema = v.object({ Id: UserIdField });
export type UserDeleteRequest = v.InferOutput<typeof UserDeleteRequestSchema>;

/** POST /api/user/activateDeletedUser. */
export const ActivateDeletedUserRequestSchema = v.object({ id: UserIdField });
export type ActivateDeletedUserRequest = v.InferOutput<typeof ActivateDeletedUserRequestSchema>;

/** POST /api/user/activateDeletedUser: A10 loads `user` into the form in read mode. */
export const ActivateDeletedUserAnswerSchema = envelope(
  v.object({
    informationCode: v.nullish(ResponseCodeSchema),
    information: v.nullish(v.string()),
    user: v.nullish(AdminUserSchema),
  }),
);
export type ActivateDeletedUserAnswer = v.InferOutput<typeof ActivateDeletedUserAnswerSchema>;

/** POST /api/user/getuserexists: one of `userName` or `email`, checked on blur. */
export const UserExistsRequestSchema = v.object({
  userName: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type UserExistsRequest = v.InferOutput<typeof UserExistsRequestSchema>;

/** A10: used by a live user; A20: used by a deleted user (the form offers to reactivate); none: free. */
export const UserExistsAnswerSchema = envelope(
  v.object({
    informationCode: v.nullish(ResponseCodeSchema),
    users: v.optional(v.array(AdminUserSchema), []),
  }),
);
export type UserExistsAnswer = v.InferOutput<typeof UserExistsAnswerSchema>;

/** GET /api/user/GetById: header `pid`, the user id lowercased. */
export const UserByIdHeadersSchema = v.object({
  pid: v.pipe(v.string(), v.trim(), v.nonEmpty("is required")),
});
export type UserByIdHeaders = v.InferOutput<typeof UserByIdHeadersSchema>;

/** GET /api/user/GetById: `result.count` and `result.records[0]`. */
export const UserByIdAnswerSchema = recordsAnswer(AdminUserSchema);
export type UserByIdAnswer = v.InferOutput<typeof UserByIdAnswerSchema>;

/** The user list's sort options (spec §2: Activo, Inactivo, Más reciente, Más antiguo), sent in `filterBy`. */
export const UserListOrder = ["active", "inactive", "newest", "oldest"] as const;

/**
 * GET /api/user/list. The spec names the headers only; the reference API reads `pages` as
 * "<page>,<size>" (page from 0; size 10, 25 or 100), `filterBy` as one of `UserListOrder` and
 * `customerSearch` as the text searched in user name, names, surnames, email and document.
 */
export const UserListHeadersSchema = v.object({
  customerSearch: optionalHeader(100),
  pages: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+,(10|25|100)$/, 'must be "<page>,<size>" with a size of 10, 25 or 100'),
      v.transform((text) => {
        const [page, size] = text.split(",").map(Number);
        return { page: page ?? 0, size: size ?? 10 };
      }),
    ),
    "0,10",
  ),
  filterBy: v.optional(v.picklist(UserListOrder)),
});
export type UserListHeaders = v.InferOutput<typeof UserListHeadersSchema>;

/** GET /api/user/list: the page's `users` and the total `rows`. */
export const UserListAnswerSchema = envelope(v.object({ users: v.array(AdminUserSchema), rows: v.number() }));
export type UserListAnswer = v.InferOutput<typeof UserListAnswerSchema>;

/** GET /api/user/GetTypeUser: `result.records`. */
export const UserTypeRecordSchema = v.object({ id: v.number(), name: v.string() });
export const UserTypesAnswerSchema = recordsAnswer(UserTypeRecordSchema);
export type UserTypesAnswer = v.InferOutput<typeof UserTypesAnswerSchema>;

/** A country (spec §3). */
export const CountrySchema = v.object({ id: v.number(), name: v.string(), countryCode: v.string() });
export type Country = v.InferOutput<typeof CountrySchema>;

/** GET /api/user/get-countries: `result` is the list. */
export const CountriesAnswerSchema = listAnswer(CountrySchema);
export type CountriesAnswer = v.InferOutput<typeof CountriesAnswerSchema>;

/**
 * GET /api/customer/GetCustomerByUser (headers `userId`, `app`) and GetCustomer (header `userid`): one name,
 * since HTTP header names are case-insensitive.
 */
export const CustomersHeadersSchema = v.object({ userId: optionalHeader(64), app: optionalHeader(50) });
export type CustomersHeaders = v.InferOutput<typeof CustomersHeadersSchema>;

/** Both customer calls answer `result.customers`, marked assigned and principal for the user. */
export const CustomersAnswerSchema = envelope(v.object({ customers: v.array(CustomerSchema) }));
export type CustomersAnswer = v.InferOutput<typeof CustomersAnswerSchema>;
