import { TokenClaimsSchema } from "@gse/contract";
import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { AccessClaims } from "../domain/tokens.ts";
import { Refusal } from "../http.ts";
import { requireSession } from "../routes/login.ts";
import type { Services } from "../services.ts";
import { type Caller, needOf, privilegeOf } from "./call-privileges.ts";

const sessions = new WeakMap<Request, { readonly caller: Caller; readonly claims: AccessClaims }>();

function sessionEntry(c: Context) {
  const entry = sessions.get(c.req.raw);
  if (!entry)
    throw new Error(
      `${c.req.method} ${c.req.path}: its descriptor names no privilege, so no session was checked`,
    );
  return entry;
}

/** The caller the gate let through: routes of administration calls read who asks and what they hold here. */
export function callerOf(c: Context): Caller {
  return sessionEntry(c).caller;
}

/** The session token's claims of a call the gate let through (its session, application and user). */
export function sessionOf(c: Context): AccessClaims {
  return sessionEntry(c).claims;
}

/** The text of administration spec §6 for a 403, followed by the privilege that was missing. */
export const insufficientPrivileges =
  "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.";

/**
 * The one gate of the calls whose descriptor names a privilege: 401 without a live session token (the SDK
 * refreshes and retries on it), 403 with the envelope when the token's privileges hold none of those the call
 * needs. Other calls pass untouched.
 */
export function adminAuthorization(services: Services): MiddlewareHandler {
  return async (c, next) => {
    const privilege = privilegeOf(c.req.method, new URL(c.req.url).pathname);
    if (!privilege) return next();
    const claims = await requireSession(c, services);
    const parsed = v.safeParse(TokenClaimsSchema, claims);
    // A token the server signed always has these claims; one without them is not a session of this server.
    if (!parsed.success) throw new Refusal(401, "La sesión no es válida: inicia sesión de nuevo.");
    const { userId, privileges, APPS: apps } = parsed.output;
    const caller = { userId, privileges, apps };
    const need = needOf(privilege, c, caller);
    if (need !== "session") {
      const held = new Set(caller.privileges.map((name) => name.toLowerCase()));
      if (!need.some((name) => held.has(name))) {
        throw new Refusal(403, `${insufficientPrivileges} Privilegio requerido: ${need.join(" o ")}.`);
      }
    }
    sessions.set(c.req.raw, { caller, claims });
    return next();
  };
}
