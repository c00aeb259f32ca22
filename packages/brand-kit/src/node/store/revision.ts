import * as v from "valibot";
import { brandKeyPattern } from "../../schema/values.ts";

/** The address under which a page asks for the store's public files: revisions' brand JSON and their assets. */
export const BRAND_STORE_URL = "/brand-store/";

/** The version of the revision file's layout: a server refuses a revision of a format it does not know. */
export const REVISION_FORMAT = 1 as const;

/**
 * The brand's login drawn ahead of time (apps/portal/src/prerender/login-page.tsx): the page server writes its
 * HTML into the page's root, and the browser hydrates it.
 */
const LoginPageSchema = v.object({
  /**
   * What the markup was drawn from (apps/portal/login-render-fingerprint.ts): served only with a portal build of
   * the same, whose components hydrate it.
   */
  fingerprint: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, "16 hexadecimal digits")),
  /** The login parameters (GetParametersApp's) its markup depends on: served only to a host that has them. */
  parameters: v.array(
    v.object({ parameterCode: v.string(), parameterType: v.nullish(v.string()), parameterValue: v.string() }),
  ),
  /** The identity provider its markup names ('Ingresar con ...'): served only where the runtime config names it. */
  federatedProvider: v.optional(v.object({ name: v.string(), logo: v.optional(v.string()) })),
  /** The markup of the page's root, by language. */
  html: v.object({ es: v.string(), en: v.string(), pt: v.string() }),
});

/** What the page server writes for a brand before any script runs, compiled once with the revision. */
const RevisionHeadSchema = v.object({
  /** The brand's screen family: the page the server answers with (the portal build's `pages/<family>.html`). */
  family: v.string(),
  title: v.string(),
  /** The language a first visit draws in (`tenantLanguage`, else es): its catalog is preloaded. */
  language: v.string(),
  /** brand-kit brandPageCss of the served brand: @font-face rules, theme variables, background. */
  pageCss: v.string(),
  /** The faces the login draws with, for font preloads. */
  fonts: v.array(v.object({ href: v.string(), type: v.string() })),
  /** The login's styled-components CSS as drawn in Node for this brand, absent when it could not be. */
  loginStyles: v.optional(
    v.object({
      version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+[\w.+-]*$/, "a version like 6.6.0")),
      css: v.string(),
    }),
  ),
  /** The login drawn in Node for this brand, in each language: what the page's root holds before any script. */
  loginPage: v.optional(LoginPageSchema),
});

export const RevisionSchema = v.object({
  format: v.literal(REVISION_FORMAT),
  key: v.pipe(v.string(), v.regex(brandKeyPattern)),
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/)),
  /** When it was compiled, ISO 8601. */
  createdAt: v.string(),
  /** Who compiled it: the git author's name, else $USER. */
  author: v.string(),
  /** The resolved brand (after `extends`), its files under the store's content-hashed addresses. */
  brand: v.record(v.string(), v.unknown()),
  head: RevisionHeadSchema,
  /** The brand's own part of the page's Link header: its JSON and its fonts (the build adds its scripts'). */
  preload: v.array(v.string()),
  /** The store file names (under `files/`) the brand uses. */
  files: v.array(v.string()),
  /**
   * The brand's own texts by language (after `extends`), compiled as the catalogs are: what the server renders
   * with them (emails). The page fetches one language's from the file `brand.texts` names.
   */
  texts: v.optional(
    v.record(
      v.picklist(["es", "en", "pt"]),
      v.record(v.string(), v.array(v.union([v.string(), v.array(v.unknown())]))),
    ),
  ),
});

export type Revision = v.InferOutput<typeof RevisionSchema>;
export type RevisionHead = Revision["head"];
export type LoginPage = v.InferOutput<typeof LoginPageSchema>;

/** Where the page asks for a revision's brand JSON (immutable: the id is its content's hash). */
export const revisionBrandUrl = (key: string, id: string): string =>
  `${BRAND_STORE_URL}revisions/${key}/${id}.json`;

/** Where the page asks for a file of the store (immutable: the name holds its content's hash). */
export const storeFileUrl = (name: string): string => `${BRAND_STORE_URL}files/${name}`;
