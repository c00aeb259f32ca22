/**
 * A fetch that can start GET requests before anyone asks for them: the page's boot starts the answers the first
 * screen will wait on (the login's parameters) while the brand, the family and the catalog still load, and the
 * first identical request (same address, same headers) takes the early answer instead of asking again.
 */
export interface EarlyFetch {
  /** The fetch to give the SDK's runtime. */
  readonly fetch: typeof fetch;
  /**
   * Starts a GET of `url` with `headers` now; the first identical GET through `fetch` gets its answer. The
   * answer is returned too, for a caller that reads a clone of it (the body stays the taker's).
   */
  prefetch(url: string, headers: Readonly<Record<string, string>>): Promise<Response>;
}

/**
 * Names in lower case and in order, so `{ appName, parameterType }` matches however it was written. Ordered by
 * code unit, not `localeCompare`: header names are ASCII, and the first `localeCompare` of a page builds the
 * locale's collator, a cost the login's first load does not need to pay.
 */
const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

function requestKey(url: string, headers: HeadersInit | undefined): string {
  const entries = [...new Headers(headers).entries()].sort(byName);
  return `${URL.canParse(url) ? new URL(url).href : url} ${JSON.stringify(entries)}`;
}

/** A fetch's method, address and headers, from a string and init or from a Request (as ky passes it). */
function described(input: RequestInfo | URL, init: RequestInit | undefined) {
  const request = input instanceof Request ? input : undefined;
  return {
    method: (init?.method ?? request?.method ?? "GET").toUpperCase(),
    url: request?.url ?? String(input),
    headers: init?.headers ?? request?.headers,
  };
}

export function createEarlyFetch(fetch: typeof globalThis.fetch): EarlyFetch {
  const early = new Map<string, Promise<Response>>();
  return {
    prefetch(url, headers) {
      const answer = fetch(url, { method: "GET", headers: { ...headers } });
      // Nobody may take it (another brand's parameters, a screen that never asks): an unhandled rejection then
      // would be noise in the console, and the taker still sees the failure.
      answer.catch(() => undefined);
      early.set(requestKey(url, headers), answer);
      return answer;
    },
    fetch: (input, init) => {
      const { method, url, headers } = described(input, init);
      if (method === "GET") {
        const key = requestKey(url, headers);
        const answer = early.get(key);
        if (answer) {
          early.delete(key);
          return answer;
        }
      }
      return fetch(input, init);
    },
  };
}
