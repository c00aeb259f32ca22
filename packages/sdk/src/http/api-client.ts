import {
  type CallAnswer,
  type CallDescriptor,
  type CallInput,
  InformationAnswerSchema,
  type InputOptional,
  type ResponseCode,
  ResponseCodeSchema,
} from "@gse/contract";
import type { KyInstance } from "ky";
import * as v from "valibot";
import type { RuntimeConfig } from "../config/runtime-config.ts";
import type { SessionStore } from "../session/session-store.ts";
import { type ApiFailure, type ApiResult, noResponse } from "./api-failure.ts";
import type { SessionContext, SessionHooks } from "./session-hooks.ts";

export type ServiceName = keyof RuntimeConfig["services"];

export interface CallOptions {
  /**
   * Send the 'Bearer ' session token, and on 401 refresh it once and retry. By default a call that needs a
   * session (its descriptor names a `privilege`) does; a call that only may carry one (logout) asks for it here.
   */
  readonly withSession?: boolean;
}

/** A call's arguments after its descriptor: its input, left out when nothing in it is required, and options. */
export type CallArguments<TCall extends CallDescriptor> =
  InputOptional<TCall> extends true
    ? [input?: CallInput<TCall>, options?: CallOptions]
    : [input: CallInput<TCall>, options?: CallOptions];

export interface ApiClient {
  /**
   * Sends a call of the contract (`Api.authentication.login`, `AdminApi.user.list`, ...) with its headers and
   * body, and answers its answer parsed with the descriptor's schema, or why there is none.
   */
  call<TCall extends CallDescriptor>(
    call: TCall,
    ...args: CallArguments<TCall>
  ): Promise<ApiResult<CallAnswer<TCall>>>;
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
  /**
   * Headers every call but a GET carries, read when it is sent: the page's language (Accept-Language) and brand,
   * so an email the call sends is in the page's brand and language. Headers without a value are left out.
   */
  readonly pageHeaders?: () => Readonly<Record<string, string | undefined>>;
}

const codeOf = (value: unknown): ResponseCode | undefined => {
  const parsed = v.safeParse(ResponseCodeSchema, value);
  return parsed.success ? parsed.output : undefined;
};

/** A service's base URL as requested: "" or a path means the page's origin. */
function serviceBase(config: RuntimeConfig, pageOrigin: string, name: ServiceName): string {
  const base = config.services[name];
  return base === "" || base.startsWith("/") ? `${pageOrigin}${base}` : base;
}

/** A service's address for a path: its base URL, one slash, the path. */
export function serviceUrl(
  config: RuntimeConfig,
  pageOrigin: string,
  name: ServiceName,
  path: string,
): string {
  return `${serviceBase(config, pageOrigin, name).replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

/** A call's headers as sent: the ones given a value. */
export function headersOf(
  headers: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) sent[name] = value;
  return sent;
}

const loadKyInstance = () => import("./ky-instance.ts");

/**
 * Starts loading ky and the session's hooks (ky-instance.ts) ahead of the first call: the page calls it once its
 * first render is on screen, so that Ingresar does not wait for them. A failed load is tried again by the call.
 */
export function preloadApiClient(): void {
  loadKyInstance().catch(() => {});
}

/**
 * The typed client of the three services, on one ky instance whose hooks hold the session (`sessionHooks`).
 * Every answer is parsed with the contract; nothing answering (network down, timeout, ky's chunk not loading) is
 * spec §8's 'noResponseFromApi'.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, pageOrigin } = options;
  let instance: Promise<KyInstance> | undefined;
  const api = () => {
    instance ??= loadKyInstance().then(
      (chunk) => chunk.createKyInstance(options),
      (error: unknown) => {
        instance = undefined;
        throw error;
      },
    );
    return instance;
  };
  const prefixUrl = (name: ServiceName) => serviceBase(config, pageOrigin, name);

  async function call<TCall extends CallDescriptor>(
    descriptor: TCall,
    ...[input, options]: CallArguments<TCall>
  ): Promise<ApiResult<CallAnswer<TCall>>> {
    let response: Response;
    try {
      response = await (await api())(descriptor.path.replace(/^\//, ""), {
        prefixUrl: prefixUrl(descriptor.service),
        method: descriptor.method,
        headers: headersOf(input?.headers as Readonly<Record<string, string | undefined>> | undefined),
        ...(input?.body !== undefined && { json: input.body }),
        context: {
          withSession: options?.withSession ?? descriptor.privilege !== undefined,
        } satisfies SessionContext,
      });
    } catch {
      return { ok: false, failure: noResponse };
    }
    return readAnswer(descriptor, response);
  }

  return { call };
}

/** A call's answer read from its response: parsed with the descriptor's schema, or the failure it is. */
export async function readAnswer<TCall extends CallDescriptor>(
  call: TCall,
  response: Response,
): Promise<ApiResult<CallAnswer<TCall>>> {
  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch {
    body = undefined;
  }
  const { status } = response;
  const success = status >= 200 && status < 300;
  // A 429 is the throttle's, never the call's own refusal: it stays a failure.
  if (success || (call.answersRefusals && status >= 400 && status < 500 && status !== 429)) {
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

function invalidAnswer(call: CallDescriptor, status: number, issues: v.GenericIssue[]): ApiFailure {
  const [issue] = issues;
  const where = issue ? (v.getDotPath(issue) ?? "(root)") : "(root)";
  const problem = `${call.method} ${call.path}: answer ${where}: expected ${issue?.expected ?? issue?.message}, got ${issue?.received ?? "nothing"}`;
  console.error(problem);
  return { kind: "invalidAnswer", status, problem };
}
