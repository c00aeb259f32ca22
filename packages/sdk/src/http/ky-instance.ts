import ky, { type BeforeRequestHook, type KyInstance } from "ky";
import type { ApiClientOptions } from "./api-client.ts";
import { sessionHooks } from "./session-hooks.ts";

/**
 * The one ky instance of a client: its hooks hold the session (`sessionHooks`) and add the page's headers. In a
 * chunk of its own, with ky: the login's first render sends nothing through it (the boot's requests are plain
 * fetches), so the page loads it once drawn (`preloadApiClient`) or with the first call.
 */
export function createKyInstance(options: ApiClientOptions): KyInstance {
  const hooks = sessionHooks(options.session, options.hooks);
  // Calls that change something (every call that sends an email is a POST); a GET stays as the page's early
  // requests made it (early-fetch.ts matches a request by its headers).
  const withPageHeaders: BeforeRequestHook = (request) => {
    if (request.method === "GET") return;
    for (const [name, value] of Object.entries(options.pageHeaders?.() ?? {})) {
      if (value && !request.headers.has(name)) request.headers.set(name, value);
    }
  };
  return ky.create({
    fetch: options.fetch,
    timeout: options.timeout ?? 30_000,
    // One retry, and only the one a 401's hook forces: a refused or unanswered call is the flow's to answer
    // (spec §8), not ky's to repeat with backoff.
    retry: { limit: 1, shouldRetry: () => false },
    throwHttpErrors: false,
    hooks: { ...hooks, beforeRequest: [withPageHeaders, ...(hooks.beforeRequest ?? [])] },
  });
}
