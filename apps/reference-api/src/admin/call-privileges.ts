import {
  AdminApi,
  type AdminPrivilegeName,
  Api,
  type CallDescriptor,
  type CallPrivilege,
  callsOf,
} from "@gse/contract";
import type { Context } from "hono";

/** What a call needs beyond a valid session: "session" alone, or any one of these privileges. */
export type Need = "session" | readonly AdminPrivilegeName[];

/** Who makes an administration call, from their session token. */
export interface Caller {
  readonly userId: string;
  readonly privileges: readonly string[];
  /** The applications the user may use (the token's APPS). */
  readonly apps: readonly string[];
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

/**
 * Every call whose descriptor names the privilege it needs (the administration calls, and the sign-in calls made
 * with a session). The OTP-reset confirmation (ValidateOtpMail) names none: its emailed token is its own
 * credential, and the page opens from the mail whether or not a session exists (sign-in spec §2: /resetotp is
 * always open).
 */
export const guardedCalls: readonly CallDescriptor[] = [...callsOf(Api), ...callsOf(AdminApi)].filter(
  (call) => call.privilege !== undefined,
);

const byCall = new Map(guardedCalls.map((call) => [keyOf(call.method, call.path), call.privilege]));

/** What the call at `method path` needs, or undefined when it names no privilege and is not checked. */
export function privilegeOf(method: string, path: string): CallPrivilege | undefined {
  return byCall.get(keyOf(method, path));
}

/** What a privilege asks of this caller: a user's own records (the header names them) need a session alone. */
export function needOf(privilege: CallPrivilege, c: Context, caller: Caller): Need {
  if (privilege === "session" || Array.isArray(privilege)) return privilege as Need;
  const own = privilege as Exclude<CallPrivilege, "session" | readonly AdminPrivilegeName[]>;
  return c.req.header(own.ownUserHeader) === caller.userId ? "session" : own.others;
}
