import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { AppNameField, FlagField, optionalHeader, UserNameField } from "../../fields.ts";

/** POST /api/login/GetUsersResetPassword: header `tenant`, the tenant whose accounts are searched. */
export const UsersResetPasswordHeadersSchema = v.object({ tenant: optionalHeader(50) });

/** POST /api/login/GetUsersResetPassword: `user` is an email or document number, a user name when `isByUser`; header `tenant`. */
export const UsersResetPasswordRequestSchema = v.object({
  user: UserNameField,
  appname: v.optional(AppNameField),
  isByUser: FlagField,
});
export type UsersResetPasswordRequest = v.InferOutput<typeof UsersResetPasswordRequestSchema>;

/** An account matching an email or document: the servers spell the name `userName` or `username`. */
export const ResetAccountSchema = v.pipe(
  v.object({
    userName: v.optional(v.string()),
    username: v.optional(v.string()),
    email: v.string(),
    assignManualPassword: v.nullish(v.boolean()),
  }),
  v.check((entry) => Boolean(entry.userName ?? entry.username), "an account needs userName or username"),
  v.transform((entry) => ({
    userName: entry.userName ?? entry.username ?? "",
    email: entry.email,
    assignManualPassword: entry.assignManualPassword ?? false,
  })),
);
export type ResetAccount = v.InferOutput<typeof ResetAccountSchema>;

/** `result.users`: empty when nothing matches ('users not found'). */
export const UsersResetPasswordAnswerSchema = envelope(v.object({ users: v.array(ResetAccountSchema) }));
export type UsersResetPasswordAnswer = v.InferOutput<typeof UsersResetPasswordAnswerSchema>;

export const usersResetPassword = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/GetUsersResetPassword",
  headers: UsersResetPasswordHeadersSchema,
  request: UsersResetPasswordRequestSchema,
  answer: UsersResetPasswordAnswerSchema,
});
