import * as v from "valibot";
import { AppCardSchema } from "../../app-card.ts";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import {
  AppNameField,
  EncryptedPasswordField,
  FlagField,
  requiredText,
  UserNameField,
} from "../../fields.ts";

/** POST /api/login/AssignPassword: the token is the emailed link's. 400 R21 for a bad link, R22 for a weak password. */
export const AssignPasswordRequestSchema = v.object({
  user: UserNameField,
  password: EncryptedPasswordField,
  token: requiredText(4096),
  appname: v.optional(AppNameField),
  isUserActivation: FlagField,
});
export type AssignPasswordRequest = v.InferOutput<typeof AssignPasswordRequestSchema>;

/**
 * `information` is the alert text. `apps` non-empty: go to /availableapps; else `mechanismAfterSetPass` 1:
 * alert then login; otherwise alert then automatic login with the new password.
 */
export const AssignPasswordAnswerSchema = envelope(
  v.object({
    apps: v.nullish(v.array(AppCardSchema)),
    mechanismAfterSetPass: v.nullish(v.number()),
    isUserActivation: v.nullish(v.boolean()),
  }),
);
export type AssignPasswordAnswer = v.InferOutput<typeof AssignPasswordAnswerSchema>;

export const assignPassword = defineCall({
  service: "authentication",
  method: "POST",
  path: "/api/login/AssignPassword",
  request: AssignPasswordRequestSchema,
  answer: AssignPasswordAnswerSchema,
});
