/** A request as a fake handler sees it. */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface FakeReply {
  readonly status?: number;
  readonly body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * An in-memory API for tests and stories: a `fetch` that routes `METHOD /path` to handlers and records
 * every request. An unrouted call answers 404 so a missing handler shows up as a failed call, not a hang.
 */
export function createFakeTransport(routes: Record<string, FakeHandler> = {}) {
  const handlers = new Map(Object.entries(routes).map(([route, handler]) => [normalise(route), handler]));
  const requests: FakeRequest[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const fake: FakeRequest = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(fake);
    const handler = handlers.get(normalise(`${fake.method} ${fake.path}`));
    const reply = handler
      ? await handler(fake)
      : { status: 404, body: { information: `no fake for ${fake.method} ${fake.path}` } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  };

  return {
    fetch,
    requests,
    on(route: string, handler: FakeHandler) {
      handlers.set(normalise(route), handler);
    },
    /** How many requests reached `METHOD /path`. */
    count(route: string) {
      return requests.filter((r) => normalise(`${r.method} ${r.path}`) === normalise(route)).length;
    },
  };
}

export type FakeTransport = ReturnType<typeof createFakeTransport>;

const normalise = (route: string) => route.toLowerCase();
