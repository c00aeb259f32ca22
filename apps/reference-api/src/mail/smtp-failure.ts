/** How a failed send is retried: temporary (the server or network may recover) or permanent (the server refused). */
export type FailureKind = "temporary" | "permanent";

/**
 * RFC 5321: a 5yz reply refuses for good, a 4yz one for now; no reply at all (refused or lost connection, a
 * timeout, a TLS failure) is temporary. 503 (bad sequence) is about the session, not the message: temporary.
 */
export function failureKind(error: unknown): FailureKind {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600 && code !== 503 ? "permanent" : "temporary";
}

/**
 * What the outbox records of a failure: the client's error code and message, at most 500 characters. An SMTP
 * reply quotes addresses, never a message's body, so no link or code ends up here.
 */
export function describeFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${typeof code === "string" ? `${code}: ` : ""}${typeof message === "string" ? message : String(error)}`;
  return text.slice(0, 500);
}

/** The wait before retry `attempt` (1 for the first retry): doubling from `firstMs` up to `maxMs`, ±20 % jitter. */
export function retryDelay(attempt: number, firstMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
