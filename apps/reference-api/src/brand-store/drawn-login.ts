import { readFile } from "node:fs/promises";
import { parseBrandKey } from "@gse/brand-kit";
import type { LoginPage } from "@gse/brand-kit/store";
import type { AppParameter } from "@gse/contract";
import * as v from "valibot";
import { log } from "../ops/logger.ts";

/** The paths whose first screen is the login: `/` and `/login`, without regard to case or a trailing slash. */
const loginPath = /^\/(login\/?)?$/i;

/** What the portal's build says of the logins the server may draw (`dist/drawn-login.json`, apps/portal/login-preload.ts). */
const DrawnLoginBuildSchema = v.object({
  /** What this build's components draw: a revision's drawn login is theirs only with the same fingerprint. */
  fingerprint: v.string(),
  /** The script a page with a drawn login starts with: it holds a submit until the portal has hydrated. */
  holdScript: v.string(),
});
export type DrawnLoginBuild = v.InferOutput<typeof DrawnLoginBuildSchema>;

/** The build's `drawn-login.json`, or undefined (and the pages go out without a drawn login) when it has none. */
export async function readDrawnLoginBuild(portalDist: string): Promise<DrawnLoginBuild | undefined> {
  const text = await readFile(`${portalDist}/drawn-login.json`, "utf8").catch(() => undefined);
  if (text === undefined) return undefined; // a build without it (the bench's floor, its control without it)
  const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), DrawnLoginBuildSchema), text);
  if (parsed.success) return parsed.output;
  log.error(
    `${portalDist}/drawn-login.json: ${v.summarize(parsed.issues)}; the pages go out without the drawn login (rebuild the portal)`,
  );
  return undefined;
}

export interface DrawnLoginRequest {
  readonly path: string;
  /** The language to draw in (the brand's first-visit language). */
  readonly language: string;
  /** The login parameters the page carries (its data block), with the application they are for. */
  readonly parameters:
    | { readonly application: string; readonly parameters: readonly AppParameter[] }
    | undefined;
  /** Who 'Ingresar con' names in the runtime config this API serves. */
  readonly federatedProvider: { readonly name: string; readonly logo?: string } | undefined;
}

/** A login drawn ahead of time, for the page's root: the language it is in, its markup, the hold script. */
export interface DrawnLogin {
  readonly language: string;
  readonly html: string;
  readonly holdScript: string;
}

/** A parameter's value as its JSON text says it (`{ type, value }`), whatever the text's spacing or key order. */
function parameterValueOf(parameter: AppParameter): string {
  try {
    const { type, value } = JSON.parse(parameter.parameterValue) as { type?: unknown; value?: unknown };
    return JSON.stringify([type, value]);
  } catch {
    return parameter.parameterValue;
  }
}

/** Whether `given` has each of `drawnWith` with the same value. */
function sameParameters(drawnWith: LoginPage["parameters"], given: readonly AppParameter[]): boolean {
  return drawnWith.every((drawn) => {
    const match = given.find((parameter) => parameter.parameterCode === drawn.parameterCode);
    return match !== undefined && parameterValueOf(match) === parameterValueOf(drawn);
  });
}

const sameProvider = (
  drawnWith: NonNullable<LoginPage["federatedProvider"]>,
  given: DrawnLoginRequest["federatedProvider"],
) => given !== undefined && given.name === drawnWith.name && given.logo === drawnWith.logo;

/**
 * The login the revision drew, when it is what the browser's first render of this page will be, so the page
 * goes out with the form in it: a login page, a build whose components drew it, the login parameters and the
 * identity provider it was drawn with where its markup shows them (the parameters in the page for the revision's
 * own application, which the boot then takes), and a language it was drawn in. Anything else is the browser's to draw, as before. What only the browser knows (a language
 * stored on an earlier visit, a session) it checks itself before hydrating (apps/portal/src/hydration).
 */
export function drawnLoginFor(
  page: LoginPage | undefined,
  revisionKey: string,
  build: DrawnLoginBuild | undefined,
  request: DrawnLoginRequest,
): DrawnLogin | undefined {
  if (!page || !build || page.fingerprint !== build.fingerprint || !loginPath.test(request.path))
    return undefined;
  const { parameters } = request;
  if (!parameters || parameters.application !== parseBrandKey(revisionKey).application) return undefined;
  if (!sameParameters(page.parameters, parameters.parameters)) return undefined;
  if (page.federatedProvider && !sameProvider(page.federatedProvider, request.federatedProvider))
    return undefined;
  const html = page.html[request.language as keyof LoginPage["html"]];
  return html === undefined ? undefined : { language: request.language, html, holdScript: build.holdScript };
}
