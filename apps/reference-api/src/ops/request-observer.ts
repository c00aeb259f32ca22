import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The request's id: the caller's X-Request-Id when it is a sane one (a proxy's), else a new one. */
    requestId: string;
    /** The server's logger with the request id bound: what a route or the error handler logs with. */
    log: Logger;
  }
}

/** What a proxy's id may look like: nginx's $request_id is 32 hex digits, others are UUIDs or similar. */
const saneId = /^[\w.:-]{1,128}$/;

/**
 * The route a request was for: its pattern (`/api/user/list`), never the URL with its query. The first
 * matched pattern without a wildcard is the route's own, whichever middleware answered (a refusal, a 503);
 * a request no route of its own matched is named by the wildcard that answered it (`/api/*`, `*`).
 */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const own = matchedRoutes(c).find((route) => !route.path.includes("*"));
  return own?.path ?? (routePath(c) || "unmatched");
}

/**
 * The first middleware: gives each request its id (sent back as X-Request-Id), counts and times it for the
 * metrics, and writes one line when it is answered, naming method, route, status and duration, and nothing a
 * caller sent (no body, header, query or path parameter: passwords, tokens, codes and links travel there).
 * Health probes are logged at debug level: a balancer asks every few seconds.
 */
export function observeRequests(log: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header("x-request-id");
    const requestId = given && saneId.test(given) ? given : randomUUID();
    const requestLog = log.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", requestLog);
    await next();
    c.header("X-Request-Id", requestId);
    const route = routeOf(c);
    const { method } = c.req;
    const { status } = c.res;
    const seconds = (performance.now() - started) / 1000;
    metrics.request(method, route, status, seconds);
    const line = { method, route, status, durationMs: Math.round(seconds * 10_000) / 10 };
    if (status >= 500) requestLog.error(line, "request failed");
    else if (route.startsWith("/health/")) requestLog.debug(line, "request");
    else requestLog.info(line, "request");
  };
}
