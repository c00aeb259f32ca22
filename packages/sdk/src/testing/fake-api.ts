import type {
  CallAnswerBody,
  CallDescriptor,
  InformationAnswer,
  ReceivedBody,
  ReceivedHeaders,
  ResponseCode,
} from "@gse/contract";
import * as v from "valibot";

/** A request as it reached the fake API: what tests assert about what was sent. */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  /** The JSON body as sent, undefined without one. */
  readonly body: unknown;
}

/** A request to one call, with its headers and body parsed by the call's schemas, as the API reads them. */
export interface FakeCallRequest<TCall extends CallDescriptor> {
  readonly request: FakeRequest;
  readonly headers: [TCall["headers"]] extends [undefined] ? undefined : ReceivedHeaders<TCall>;
  readonly body: [TCall["request"]] extends [undefined] ? undefined : ReceivedBody<TCall>;
}

/** A refusal's body: the envelope's texts, or the call's own answer when its refusals come in that shape. */
type RefusalBody<TCall extends CallDescriptor> =
  | (Omit<Partial<InformationAnswer>, "informationCode"> & {
      readonly informationCode?: ResponseCode | null;
    })
  | (TCall["answersRefusals"] extends true ? CallAnswerBody<TCall> : never);

/** What a fake handler answers: the call's answer (200 when no status is given), or a refusal. */
export type FakeReply<TCall extends CallDescriptor> =
  | { readonly status?: 200 | 201; readonly body: CallAnswerBody<TCall> }
  | { readonly status: 204 }
  | {
      readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
      readonly body?: RefusalBody<TCall>;
    }
  | OffContract;

/**
 * A reply the contract does not allow (a 2xx that does not fit the answer's schema, a body that is not JSON):
 * for the tests of what the client does with a broken server, and only those.
 */
export class OffContract {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type FakeHandler<TCall extends CallDescriptor> = (
  request: FakeCallRequest<TCall>,
) => FakeReply<TCall> | Promise<FakeReply<TCall>>;

/** One call answered by a handler: build it with `route`, so the handler is typed by the call. */
export interface FakeRoute {
  readonly call: CallDescriptor;
  readonly handler: FakeHandler<CallDescriptor>;
}

/** A call of the contract and how the fake API answers it; the answer is checked against the call's type. */
export function route<TCall extends CallDescriptor>(call: TCall, handler: FakeHandler<TCall>): FakeRoute {
  return { call, handler: handler as unknown as FakeHandler<CallDescriptor> };
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

/** The named headers of a call, as the API reads them (HTTP header names are case-insensitive). */
function namedHeaders(call: CallDescriptor, headers: Headers): Record<string, string> {
  const named: Record<string, string> = {};
  for (const name of Object.keys(call.headers?.entries ?? {})) {
    const value = headers.get(name);
    if (value !== null) named[name] = value;
  }
  return named;
}

/** The first problem of a request that does not fit its call, as the API words it; undefined when it fits. */
function parsed(schema: v.GenericSchema | undefined, value: unknown, where: string) {
  if (!schema) return { ok: true as const, output: undefined };
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true as const, output: result.output };
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  return { ok: false as const, problem: `${where}${path ? ` ${path}` : ""}: ${issue?.message}` };
}

/**
 * An in-memory API for tests and stories, built from the contract's descriptors: a `fetch` that routes each
 * request to the handler of its call, after parsing its headers and body with the call's schemas (a request that
 * does not fit is refused with 400, as the reference API refuses it), and records every request. An unrouted call
 * answers 404 so a missing handler shows up as a failed call, not a hang. A later route of the same call
 * replaces an earlier one, so a story overrides single calls of a default set.
 */
export function createFakeApi(routes: readonly FakeRoute[] = []) {
  const byCall = new Map(routes.map((entry) => [keyOf(entry.call.method, entry.call.path), entry]));
  const requests: FakeRequest[] = [];

  const answer = async (fake: FakeRequest): Promise<{ status: number; body: unknown }> => {
    const entry = byCall.get(keyOf(fake.method, fake.path));
    if (!entry) return { status: 404, body: { information: `no fake for ${fake.method} ${fake.path}` } };
    const { call, handler } = entry;
    const headers = parsed(call.headers, namedHeaders(call, fake.headers), "header");
    if (!headers.ok) return { status: 400, body: { responseCode: 400, information: headers.problem } };
    const body = parsed(call.request, fake.body, "body");
    if (!body.ok) return { status: 400, body: { responseCode: 400, information: body.problem } };
    // Parsed by the call's own schemas, so typed as its handler expects.
    const reply = await handler({
      request: fake,
      headers: headers.output as never,
      body: body.output as never,
    });
    return { status: reply.status ?? 200, body: "body" in reply ? reply.body : undefined };
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const fake: FakeRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(fake);
    const { status, body } = await answer(fake);
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };

  return {
    fetch,
    requests,
    /** Answers `call` with `handler` from now on. */
    on<TCall extends CallDescriptor>(call: TCall, handler: FakeHandler<TCall>) {
      byCall.set(keyOf(call.method, call.path), route(call, handler));
    },
    /** Answers a route's call with its handler from now on (a default set's route back after an override). */
    use(entry: FakeRoute) {
      byCall.set(keyOf(entry.call.method, entry.call.path), entry);
    },
    /** How many requests reached `call`. */
    count(call: CallDescriptor) {
      return requests.filter(
        (request) => keyOf(request.method, request.path) === keyOf(call.method, call.path),
      ).length;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
