import * as v from "valibot";
import { defineCall } from "../../call.ts";
import { InformationAnswerSchema } from "../../envelope.ts";
import { AppNameField, EncryptedPasswordField, UserNameField } from "../../fields.ts";

/** POST /api/login/ChangePassword: both passwords encrypted. 400 R11 for a wrong current password, R22 for a weak one. */
export const ChangePasswordRequestSchema = v.object({
  user: UserNameField,
  password: EncryptedPasswordField,
  newpassword: EncryptedPasswordField,
  appname: v.optional(AppNameField),
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

export const changePassword = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/ChangePassword",
  request: ChangePasswordRequestSchema,
  answer: InformationAnswerSchema,
});
