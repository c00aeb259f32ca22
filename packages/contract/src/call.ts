import type * as v from "valibot";
import type { AdminPrivilegeName } from "./privileges.ts";

/** Which service a call belongs to: the key of its base URL in the runtime config's `services`. */
export type ServiceName = "authentication" | "security" | "application";

export type CallMethod = "GET" | "POST" | "PUT";

/**
 * A request's named headers: an object schema whose keys are the header names as the spec spells them (HTTP
 * reads them case-insensitively) and whose values arrive as text.
 */
export type HeadersSchema = v.GenericSchema<{ readonly [name: string]: string | undefined }, unknown> & {
  readonly entries: v.ObjectEntries;
};

/**
 * What a call needs beyond being well formed: `"session"`, any live session token; a list, a session holding
 * any one of these privileges; `ownUserHeader`, a session alone when that header names the caller's own user
 * id, else one of `others`. A call without one is open.
 */
export type CallPrivilege =
  | "session"
  | readonly AdminPrivilegeName[]
  | { readonly ownUserHeader: string; readonly others: readonly AdminPrivilegeName[] };

/**
 * One call of the contract, declared once: the SDK's client sends it and parses its answer, the reference API
 * registers its route from it (validating the request, checking the privilege, typing the answer), the fake
 * API answers it in tests and stories, and the console's queries take their keys from it.
 */
export interface CallDescriptor {
  readonly service: ServiceName;
  readonly method: CallMethod;
  /** The spec's path, e.g. `/api/Login`; the server matches it case-insensitively. */
  readonly path: string;
  readonly headers?: HeadersSchema;
  /** The JSON body. */
  readonly request?: v.GenericSchema;
  /** The answer of a 2xx, and of a 4xx too when `answersRefusals`. */
  readonly answer: v.GenericSchema;
  /** Refusals (4xx but 429) come in the answer's own shape (login's flat answer), not only in the envelope. */
  readonly answersRefusals?: boolean;
  readonly privilege?: CallPrivilege;
}

/**
 * Declares a call. The type keeps the literal method and path and the exact schemas, so every use of the call
 * is typed from here.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<const TCall extends CallDescriptor>(call: TCall): TCall {
  return call;
}

type SchemaOf<TCall, TKey extends keyof CallDescriptor> = TCall extends {
  readonly [K in TKey]: infer TSchema extends v.GenericSchema;
}
  ? TSchema
  : never;

/** The headers a client sends (a header left undefined is not sent). */
export type CallHeaders<TCall extends CallDescriptor> = v.InferInput<SchemaOf<TCall, "headers">>;
/** The body a client sends. */
export type CallBody<TCall extends CallDescriptor> = v.InferInput<SchemaOf<TCall, "request">>;
/** The answer as a client reads it, parsed. */
export type CallAnswer<TCall extends CallDescriptor> = v.InferOutput<TCall["answer"]>;
/** The answer as a server writes it, before the client's parse. */
export type CallAnswerBody<TCall extends CallDescriptor> = v.InferInput<TCall["answer"]>;
/** The headers as a server reads them, parsed. */
export type ReceivedHeaders<TCall extends CallDescriptor> = v.InferOutput<SchemaOf<TCall, "headers">>;
/** The body as a server reads it, parsed. */
export type ReceivedBody<TCall extends CallDescriptor> = v.InferOutput<SchemaOf<TCall, "request">>;

type Part<TName extends string, TValue> = [TValue] extends [never]
  ? { readonly [K in TName]?: undefined }
  : Record<string, never> extends TValue
    ? { readonly [K in TName]?: TValue }
    : { readonly [K in TName]: TValue };

/** What a caller gives a call: its `headers` and `body`, each required when the call has a required field. */
export type CallInput<TCall extends CallDescriptor> = Part<"headers", CallHeaders<TCall>> &
  Part<"body", CallBody<TCall>>;

/** What a server receives: the parsed `headers` and `body` of the call. */
export type CallReceived<TCall extends CallDescriptor> = {
  readonly headers: [SchemaOf<TCall, "headers">] extends [never] ? undefined : ReceivedHeaders<TCall>;
  readonly body: [SchemaOf<TCall, "request">] extends [never] ? undefined : ReceivedBody<TCall>;
};

/** Whether nothing is required of a caller: the input may be left out. */
export type InputOptional<TCall extends CallDescriptor> =
  Record<string, never> extends CallInput<TCall> ? true : false;

/** Whether `value` is a call descriptor (the groups of `Api` and `AdminApi` also hold groups). */
export function isCall(value: unknown): value is CallDescriptor {
  return typeof value === "object" && value !== null && "path" in value && "answer" in value;
}

/** Every call of a group of descriptors (`Api`, `AdminApi.user`, ...), its subgroups' too. */
export function callsOf(group: object): CallDescriptor[] {
  return Object.values(group).flatMap((value: unknown) =>
    isCall(value) ? [value] : typeof value === "object" && value !== null ? callsOf(value) : [],
  );
}
