import { AppCardSchema } from "@gse/contract";
import * as v from "valibot";
import { infoMessageTypes } from "../family/screen-family.ts";
import { inAppPath } from "../redirect/redirect-policy.ts";

/**
 * Navigation state that screens read (spec §2), parsed where it arrives: history state survives reloads and
 * can be edited by hand, so it is an edge like any other. A 'page to go to' is only ever an in-app path.
 */
const pageToGo = v.pipe(
  v.optional(v.unknown(), "/Login"),
  v.transform((value) => inAppPath(value)),
);
const text = v.optional(v.string());

/** /alert and the info screens: a message, its type, and where Aceptar goes (default /Login). */
export const AlertStateSchema = v.object({
  message: text,
  type: v.optional(v.picklist([...infoMessageTypes, "ASSIGN_INITIAL_PASSWORD"]), "ALERT"),
  pageToGo,
  /** Set by /check-email callers that came from the alert tab. */
  previousTab: text,
  maskedEmail: text,
  /** Password created: seconds before moving on to `pageToGo`. */
  countdown: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
});
export type AlertState = v.InferOutput<typeof AlertStateSchema>;

/** /check-email: the masked address the email went to. */
export const CheckEmailStateSchema = v.object({ maskedEmail: text, message: text, previousTab: text });
export type CheckEmailState = v.InferOutput<typeof CheckEmailStateSchema>;

/** /resendemail: who to resend the activation link to. */
export const ResendEmailStateSchema = v.object({
  message: text,
  type: text,
  email: v.optional(v.string()),
  userName: v.optional(v.string()),
});
export type ResendEmailNavigationState = v.InferOutput<typeof ResendEmailStateSchema>;

/** /availableapps: the cards of the applications the user may enter. */
export const AvailableAppsStateSchema = v.object({
  apps: v.optional(v.array(AppCardSchema), []),
  message: text,
});
export type AvailableAppsState = v.InferOutput<typeof AvailableAppsStateSchema>;

/** Why a session ended without the user signing out: another session took over or it was revoked, or idleness. */
export const sessionEndReasons = ["session", "inactivity"] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * /login (and `/` signed out): a message to show on arrival (e.g. 'Sesión finalizada exitosamente'), or the
 * reason a session ended, which shows the session-ended or inactivity screen instead of the form (spec §2).
 */
export const LoginStateSchema = v.object({ message: text, ended: v.optional(v.picklist(sessionEndReasons)) });

/** The navigation state that lands on the screen saying why the session ended. */
export const sessionEndedState = (ended: SessionEndReason) => ({ ended });
export type LoginNavigationState = v.InferOutput<typeof LoginStateSchema>;

/**
 * Parses navigation state with a slot's schema; anything unparsable reads as empty, never as a crash.
 * Router bookkeeping keys (`key`, `__TSR_index`, ...) are ignored by the object schemas.
 */
export function readNavigationState<TSchema extends v.GenericSchema>(
  schema: TSchema,
  state: unknown,
): v.InferOutput<TSchema> | undefined {
  const parsed = v.safeParse(schema, state ?? {});
  return parsed.success ? parsed.output : undefined;
}
