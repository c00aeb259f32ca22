import { readFile } from "node:fs/promises";
import * as v from "valibot";
import { log } from "../ops/logger.ts";
import type { ServedRevision } from "./live-brand-store.ts";

/**
 * `dist/login-preload.json` (apps/portal/login-preload.ts): what a login needs first from the portal's build, by
 * family and language rather than by brand, so that publishing a brand needs no build and a build stales no
 * revision. Addresses are the build's, its base included.
 */
const LoginPreloadSchema = v.object({
  /** Links every page starts with (the runtime config). */
  first: v.array(v.string()),
  /** The scripts of each family's page, and of index.html under `index`, entry first. */
  pages: v.record(v.string(), v.array(v.string())),
  /** The chunks of each family's login (its module, login screen and layout). */
  families: v.record(v.string(), v.array(v.string())),
  /** The chunks of each language's catalog. */
  catalogs: v.record(v.string(), v.array(v.string())),
});
export type LoginPreload = v.InferOutput<typeof LoginPreloadSchema>;

export async function readLoginPreload(portalDist: string): Promise<LoginPreload | undefined> {
  const text = await readFile(`${portalDist}/login-preload.json`, "utf8").catch(() => undefined);
  if (text === undefined) return undefined; // a build without it (the bench's floor): no Link headers
  const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), LoginPreloadSchema), text);
  if (parsed.success) return parsed.output;
  log.error(
    `${portalDist}/login-preload.json: ${v.summarize(parsed.issues)}; the pages go out without Link headers (rebuild the portal)`,
  );
  return undefined;
}

/**
 * The Link values of a brand's login, in the order the browser should ask: the submit hold where the server drew
 * the login (a few hundred bytes), the runtime config, the page's own
 * scripts (every later step waits on them), the brand's JSON, its family's and language's chunks the page does
 * not bring, and its fonts.
 */
export function loginPreloadLinks(
  build: LoginPreload | undefined,
  revision: ServedRevision,
  holdScript?: string,
): string[] {
  if (!build) return [];
  const { family, language } = revision.head;
  const pageScripts = build.pages[family] ?? build.pages.index ?? [];
  const later = [...(build.families[family] ?? []), ...(build.catalogs[language] ?? [])].filter(
    (chunk) => !pageScripts.includes(chunk),
  );
  const [brandJson, ...fonts] = revision.preload;
  return [
    // The page's first script where the server drew the login: it holds a submit until the portal takes over.
    ...(holdScript ? [`<${holdScript}>; rel=modulepreload`] : []),
    ...build.first,
    ...pageScripts.map((chunk) => `<${chunk}>; rel=modulepreload`),
    ...(brandJson ? [brandJson] : []),
    ...[...new Set(later)].map((chunk) => `<${chunk}>; rel=modulepreload`),
    ...fonts,
  ];
}
