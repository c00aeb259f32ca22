import type { CallAnswerBody, CallDescriptor, CallReceived } from "@gse/contract";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { readBody, readHeaders } from "../http.ts";
import type { Services } from "../services.ts";

/** A route module: adds its routes to the app. */
export type Routes = (app: Hono, services: Services) => void;

/** An answer in the call's own shape with another status than 200: a refusal of a call that `answersRefusals`. */
export class StatusAnswer<TBody> {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: TBody,
  ) {}
}

/**
 * What a route answers: the call's answer (status 200), or the answer with its status. Never a Response: an
 * answer whose fields are all optional (login's) would otherwise take `c.json(...)` for one.
 */
export type Answered<TCall extends CallDescriptor> =
  | (CallAnswerBody<TCall> & { readonly arrayBuffer?: never })
  | StatusAnswer<CallAnswerBody<TCall>>;

/**
 * A call's handler: it gets the request's headers and body already parsed with the descriptor's schemas (a
 * request that does not fit was refused with 400, naming each field) and answers what the descriptor's answer
 * schema reads. Refusals are thrown (`Refusal`).
 */
export type CallHandler<TCall extends CallDescriptor> = (
  c: Context,
  received: CallReceived<TCall>,
) => Answered<TCall> | Promise<Answered<TCall>>;

/**
 * Adds the route of a call of the contract. API paths are matched case-insensitively (the spec spells
 * /api/Login and /api/login/...): see app.ts. The call's privilege was checked before (admin/authorization.ts).
 */
export function route<TCall extends CallDescriptor>(
  app: Hono,
  call: TCall,
  handler: CallHandler<NoInfer<TCall>>,
): void {
  app.on(call.method, call.path.toLowerCase(), async (c) => {
    const { headers: headersSchema, request } = call;
    const headers = headersSchema
      ? readHeaders(c, headersSchema, Object.keys(headersSchema.entries))
      : undefined;
    const body = request ? await readBody(c, request) : undefined;
    const answered = await handler(c, { headers, body } as CallReceived<TCall>);
    return answered instanceof StatusAnswer
      ? c.json(answered.body as object, answered.status)
      : c.json(answered as object);
  });
}
