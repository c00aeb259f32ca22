import { InformationAnswerSchema, type ResponseCode, ResponseCodeSchema } from "@gse/contract";
import * as v from "valibot";
import type { RuntimeConfig } from "../config/runtime-config.ts";
import type { SessionStore } from "../session/session-store.ts";
import { type ApiFailure, type ApiResult, noResponse } from "./api-failure.ts";

export type ServiceName = keyof RuntimeConfig["services"];

/** One call of spec §7, as data: the client sends it, parses the answer with `answer` and handles the session. */
export interface ApiCall<T> {
  readonly service: ServiceName;
  readonly method: "GET" | "POST" | "PUT";
  /** The spec's path, e.g. `/api/Login`. */
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string | undefined>>;
  readonly answer: v.GenericSchema<unknown, T>;
  /** Send the 'Bearer ' session token, and on 401 refresh it once and retry. */
  readonly withSession?: boolean;
  /** Calls like login answer a refusal (4xx) in their own shape: parse it with `answer` too. */
  readonly answerOnRefusal?: boolean;
}

/** What the client does when a session-level event needs the page: decided by the SDK, drawn by the app. */
export interface SessionHooks {
  /** Single flight: every caller that asks while a refresh is running gets that refresh's outcome. */
  refresh(): Promise<string | undefined>;
  forbidden(): void;
}

export interface ApiClient {
  send<T>(call: ApiCall<T>): Promise<ApiResult<T>>;
}

export interface ApiClientOptions {
  readonly config: RuntimeConfig;
  /** Service base URLs that are "" mean this origin. */
  readonly pageOrigin: string;
  readonly fetch: typeof fetch;
  readonly session: SessionStore;
  readonly hooks: SessionHooks;
  /** ms before a call counts as unanswered. */
  readonly timeout?: number;
}

const codeOf = (value: unknown): ResponseCode | undefined => {
  const parsed = v.safeParse(ResponseCodeSchema, value);
  return parsed.success ? parsed.output : undefined;
};

/**
 * The typed client of the three services. Every answer is parsed with the contract; a 401 on a session call
 * is retried once, after one shared refresh, or at once with the current token when the request had been sent
 * with an older one; a 403 raises the insufficient-privileges notice.
 */
/** A service's address for a path: its base URL ("" or a path meaning the page's origin), one slash, the path. */
export function serviceUrl(
  config: RuntimeConfig,
  pageOrigin: string,
  name: ServiceName,
  path: string,
): string {
  const base = config.services[name];
  const prefix = base === "" || base.startsWith("/") ? `${pageOrigin}${base}` : base;
  return `${prefix.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

/** A call's headers as sent: the ones it gives a value. */
export function headersOf(call: Pick<ApiCall<unknown>, "headers">): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return headers;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, pageOrigin, session, hooks } = options;
  const urlFor = (name: ServiceName, path: string) => serviceUrl(config, pageOrigin, name, path);

  async function attempt(call: ApiCall<unknown>, token: string | undefined): Promise<Response | undefined> {
    const headers = headersOf(call);
    if (call.withSession && token) headers.Authorization = `Bearer ${token}`;
    if (call.body !== undefined) headers["content-type"] = "application/json";
    // fetch itself, not a wrapper: with retries and HTTP errors off, ky added only a base URL and a timeout,
    // for 4.4 KB gzip on the login page's critical path (issue 9).
    try {
      return await options.fetch(urlFor(call.service, call.path), {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(options.timeout ?? 30_000),
      });
    } catch {
      return undefined;
    }
  }

  async function send<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
    const sentWith = session.getState().token;
    let response = await attempt(call, sentWith);
    if (response?.status === 401 && call.withSession) {
      const current = session.getState().token;
      // Sent with an older token than the current one: another request already refreshed, reuse its token.
      const retryWith = current && current !== sentWith ? current : await hooks.refresh();
      if (retryWith) response = await attempt(call, retryWith);
    }
    if (!response) return { ok: false, failure: noResponse };
    if (response.status === 403) hooks.forbidden();
    return readAnswer(call, response);
  }

  return { send };
}

async function readAnswer<T>(call: ApiCall<T>, response: Response): Promise<ApiResult<T>> {
  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch {
    body = undefined;
  }
  const { status } = response;
  const success = status >= 200 && status < 300;
  // A 429 is the throttle's, never the call's own refusal (issue 19): it stays a failure.
  if (success || (call.answerOnRefusal && status >= 400 && status < 500 && status !== 429)) {
    const parsed = v.safeParse(call.answer, body);
    if (parsed.success) return { ok: true, status, value: parsed.output };
    if (success) return { ok: false, failure: invalidAnswer(call, status, parsed.issues) };
  }
  return { ok: false, failure: refusal(status, body) };
}

function refusal(status: number, body: unknown): ApiFailure {
  const parsed = v.safeParse(InformationAnswerSchema, body);
  const answer = parsed.success ? parsed.output : undefined;
  return {
    kind: "refused",
    status,
    code: codeOf(answer?.informationCode),
    message: answer?.information ?? undefined,
  };
}

function invalidAnswer(call: ApiCall<unknown>, status: number, issues: v.GenericIssue[]): ApiFailure {
  const [issue] = issues;
  const where = issue ? (v.getDotPath(issue) ?? "(root)") : "(root)";
  const problem = `${call.method} ${call.path}: answer ${where}: expected ${issue?.expected ?? issue?.message}, got ${issue?.received ?? "nothing"}`;
  console.error(problem);
  return { kind: "invalidAnswer", status, problem };
}
