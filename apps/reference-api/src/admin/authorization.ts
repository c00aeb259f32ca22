import { TokenClaimsSchema } from "@gse/contract";
import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { Refusal } from "../http.ts";
import { requireSession } from "../routes/login.ts";
import type { Services } from "../services.ts";
import { type Caller, needOf } from "./call-privileges.ts";

const callers = new WeakMap<Request, Caller>();

/** The caller the gate let through: routes of administration calls read who asks and what they hold here. */
export function callerOf(c: Context): Caller {
  const caller = callers.get(c.req.raw);
  if (!caller)
    throw new Error(`${c.req.method} ${c.req.path}: not in the authorization table (call-privileges.ts)`);
  return caller;
}

/** The text of administration spec §6 for a 403, followed by the privilege that was missing. */
export const insufficientPrivileges =
  "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.";

/**
 * The one gate of the administration calls: 401 without a live session token (the SDK refreshes and retries on
 * it), 403 with the envelope when the token's privileges hold none of those the call needs (call-privileges.ts).
 * Other calls pass untouched.
 */
export function adminAuthorization(services: Services): MiddlewareHandler {
  return async (c, next) => {
    const found = needOf(c.req.method, new URL(c.req.url).pathname);
    if (!found) return next();
    const claims = await requireSession(c, services);
    const parsed = v.safeParse(TokenClaimsSchema, claims);
    // A token the server signed always has these claims; one without them is not a session of this server.
    if (!parsed.success) throw new Refusal(401, "La sesión no es válida: inicia sesión de nuevo.");
    const { userId, privileges, APPS: apps } = parsed.output;
    const caller = { userId, privileges, apps };
    const need = typeof found === "function" ? found(c, caller) : found;
    if (need !== "session") {
      const held = new Set(caller.privileges.map((name) => name.toLowerCase()));
      if (!need.some((name) => held.has(name))) {
        throw new Refusal(403, `${insufficientPrivileges} Privilegio requerido: ${need.join(" o ")}.`);
      }
    }
    callers.set(c.req.raw, caller);
    return next();
  };
}
