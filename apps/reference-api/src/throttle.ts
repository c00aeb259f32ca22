import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Refusal } from "./http.ts";
import { clientAddress } from "./ops/trusted-proxies.ts";
import type { Services } from "./services.ts";

/** The calls an attacker would repeat: guessing passwords, guessing codes, and mailing a victim. */
export type ThrottledCall = "login" | "reset" | "code" | "email";

/** The text of a 429; the portal shows its own catalog text for it (the SDK's tooManyRequestsMessage). */
export const tooManyRequestsText = "Demasiados intentos. Espera un momento y vuelve a intentarlo.";

/** 429 with the seconds to wait, answered with a Retry-After header by the app's error handler. */
export class TooManyRequests extends Refusal {
  constructor(readonly retryAfter: number) {
    super(429, tooManyRequestsText);
  }
}

/**
 * Counts one call against its window in a single statement (INSERT … ON CONFLICT … RETURNING), so several
 * API instances on one database share the count. Answers the seconds to wait when the count is over `limit`.
 */
async function hit(services: Services, key: string, limit: number): Promise<number | undefined> {
  const { windowSeconds } = services.settings.throttle;
  const rows = await services.db.query<{ hits: number; retryAfter: number }>(
    `INSERT INTO request_throttle (key, window_started, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN request_throttle.window_started <= now() - make_interval(secs => $2) THEN 1
                   ELSE request_throttle.hits + 1 END,
       window_started = CASE WHEN request_throttle.window_started <= now() - make_interval(secs => $2)
                             THEN now() ELSE request_throttle.window_started END
     RETURNING hits, GREATEST(1, ceil(extract(epoch FROM
       window_started + make_interval(secs => $2) - now())))::integer AS "retryAfter"`,
    [key, windowSeconds],
  );
  const row = rows[0];
  return row && row.hits > limit ? row.retryAfter : undefined;
}

/**
 * The client's address: the socket's peer, or behind a trusted proxy the address it forwarded
 * (REFERENCE_TRUSTED_PROXIES); a client's own X-Forwarded-For counts for nothing.
 */
function clientOf(c: Context, services: Services): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // No socket (a request handed to the app in-process): no address to count by.
  }
  return clientAddress(peer, c.req.header("x-forwarded-for"), services.trustedProxies);
}

/**
 * Refuses with 429 once the caller's IP, or the account the call names (user name, email or document), went
 * over the limits of REFERENCE_THROTTLE_PER_IP and REFERENCE_THROTTLE_PER_ACCOUNT for this kind of call.
 */
export async function throttle(
  c: Context,
  services: Services,
  call: ThrottledCall,
  account: string | undefined,
): Promise<void> {
  const { perIp, perAccount } = services.settings.throttle;
  const waits = [await hit(services, `${call}:ip:${clientOf(c, services)}`, perIp)];
  if (account) waits.push(await hit(services, `${call}:account:${account.trim().toLowerCase()}`, perAccount));
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) {
    services.metrics.throttledCall(call);
    throw new TooManyRequests(wait);
  }
}
