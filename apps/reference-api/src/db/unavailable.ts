/**
 * The database could not be reached (refused, reset, shutting down, no connection in time): the app answers 503
 * with Retry-After instead of 500, and the pool connects again by itself on the next call.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Socket failures on the way to the server. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** SQLSTATEs of a server going or gone: admin or crash shutdown, starting up, too many connections. */
const serverCodes = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own words for a connection it lost or never got. */
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/;

/** Whether `error` means the server is out of reach rather than that a statement is wrong. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (networkCodes.has(code) || serverCodes.has(code) || code.startsWith("08"))
  ) {
    return true;
  }
  return lostConnection.test(error.message);
}
