import { DEFAULT_BRAND_KEY, parseBrandKey } from "@gse/brand-kit";
import type { ResponseCode } from "@gse/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";

/**
 * A refusal in the spec's result/information shape, thrown from anywhere in a route and answered by the
 * app's error handler. Validation failures, unknown users and business rules all end here.
 */
export class Refusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly information: string,
    readonly informationCode?: ResponseCode,
    /** Extra top-level fields (login answers are flat). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(information);
  }
}

/** The envelope of every answer but login's: `{ responseCode, information, informationCode?, result }`. */
export function envelopeBody(
  status: number,
  information: string,
  result: unknown = null,
  informationCode?: ResponseCode,
): Record<string, unknown> {
  return { responseCode: status, information, ...(informationCode ? { informationCode } : {}), result };
}

/** A 200 answer in the envelope: `result` and the text `information` for the user. */
export function ok<TResult>(result: TResult, information = "OK") {
  return { responseCode: 200, information, result };
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[], where: string): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join(".");
      const message = issue.message.startsWith("Invalid type")
        ? `expected ${issue.expected}, got ${issue.received}`
        : issue.message;
      return `${where}${path ? ` ${path}` : ""}: ${message}`;
    })
    .join("; ");
}

/** Parses `value` with a contract schema, or refuses with 400 naming each bad field. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  where: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Refusal(400, describeIssues(result.issues, where));
  return result.output;
}

/**
 * The JSON body as an object, or 400 when it is missing, malformed or not an object. A body not labelled
 * `Content-Type: application/json` is refused with 415: a cross-site form or a "simple" fetch can only send
 * text/plain, form or multipart bodies without a preflight, so this keeps other sites from calling in.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new Refusal(
      415,
      `header Content-Type: expected application/json, got "${c.req.header("content-type") ?? ""}"`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new Refusal(400, "body: expected a JSON object; the request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new Refusal(400, "body: expected a JSON object");
  }
  return body as Record<string, unknown>;
}

/** Reads a JSON body with a contract schema. */
export async function readBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return parseWith(schema, await jsonBody(c), "body");
}

/** Reads the named request headers (spelt as the spec spells them) with a contract schema. */
export function readHeaders<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  names: readonly string[],
): v.InferOutput<TSchema> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = c.req.header(name);
    if (value !== undefined) values[name] = value;
  }
  return parseWith(schema, values, "header");
}

/**
 * The public origin the request came through: where urlApp and emailed links point, so a login lands on the
 * brand's portal that asked. Only an origin on REFERENCE_PUBLIC_ORIGINS gets here (see trustedHost in
 * public-origins.ts); forwarded-host headers are not read at all.
 */
export function pageOrigin(c: Context): string {
  const origin = c.get("publicOrigin");
  if (!origin) throw new Error("pageOrigin: the trustedHost middleware did not run for this route");
  return origin;
}

/** The application of a name such as `selfservice_co`, lowercased; none or an empty one is the suite. */
export function applicationName(value: string | undefined): string {
  return parseBrandKey((value ?? DEFAULT_BRAND_KEY).trim().toLowerCase()).application || DEFAULT_BRAND_KEY;
}

/** Text for an HTML page the API renders itself (outbox, identity provider): never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
