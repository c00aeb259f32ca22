import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { brandPageCss, loginFontFiles } from "../../head/page-css.ts";
import type { Language } from "../../language.ts";
import { mapAssetRefs } from "../../resolve/asset-refs.ts";
import type { Brand } from "../../schema/brand.ts";
import type { BrandTexts } from "../../texts/brand-texts.ts";
import type { CheckedBrands } from "../check-brands.ts";
import { brandAssetPath } from "../read-brand-sources.ts";
import {
  type LoginPage,
  REVISION_FORMAT,
  type Revision,
  revisionBrandUrl,
  storeFileUrl,
} from "./revision.ts";

/** A brand's login as drawn in Node: its HTML by language, and the styled-components CSS of those renders. */
export interface LoginRendering {
  readonly styles: { readonly version: string; readonly css: string };
  /** The markup; absent where only the CSS was drawn. */
  readonly page?: LoginPage | undefined;
}

/**
 * Draws a brand's login in Node (the portal's renderer, apps/portal/login-renderer.ts), in the brand's own texts
 * where it has them; undefined if it cannot.
 */
export type LoginRenderer = (
  brand: Brand,
  key: string,
  texts: Partial<Record<Language, BrandTexts>> | undefined,
) => Promise<LoginRendering | undefined>;

/** A revision ready to write: its content, and the brand folder file behind each store file name. */
export interface CompiledRevision {
  readonly revision: Omit<Revision, "createdAt" | "author">;
  /** Store file name → the brand folder's file. */
  readonly files: ReadonlyMap<string, string>;
  /** Store file name → the content compiled for it (the brand's texts of a language). */
  readonly generated: ReadonlyMap<string, string>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** `logo.svg` with content hashing to 3f2a… → `logo-3f2a9c1b7d.svg`: a new content is a new name. */
function hashedName(file: string, content: Buffer): string {
  const extension = extname(file);
  const stem = basename(file, extension).replace(/[^A-Za-z0-9_-]/g, "-");
  return `${stem}-${sha256(content).slice(0, 10)}${extension}`;
}

/**
 * Compiles one checked brand into a revision: its files under content-hashed names, the page head the server
 * writes (stylesheet, font preloads, title, family, the login's drawn HTML and CSS) and its id, the hash of all of it,
 * so compiling an unchanged brand gives the same id. `checked` is the brands directory as checkBrands read it
 * (the brand must be among its valid brands).
 */
export async function compileRevision(
  checked: CheckedBrands,
  key: string,
  renderLogin?: LoginRenderer,
  base = "/",
): Promise<CompiledRevision> {
  const source = checked.brands.get(key);
  if (!source) throw new Error(`brands/${key}: not a valid brand of the checked directory`);
  const files = new Map<string, string>();
  const prefix = `${base}brands/`;
  const brand = mapAssetRefs(source, ({ ref }) => {
    const match = ref.startsWith(prefix) ? /^([a-z0-9_-]+)\/(.+)$/.exec(ref.slice(prefix.length)) : null;
    const file =
      match?.[1] && match[2] ? brandAssetPath(checked.dirOf(match[1]), match[1], match[2]) : undefined;
    if (!file) return ref;
    const name = hashedName(file, readFileSync(file));
    files.set(name, file);
    return storeFileUrl(name);
  });
  // Each language's texts in a file of its own, addressed by content: a page downloads only its language's, and
  // only when the brand rewords it. The revision keeps them whole too, for what the server renders (emails).
  const texts = checked.texts.get(key);
  const generated = new Map<string, string>();
  const textUrls: Record<string, string> = {};
  for (const [language, messages] of Object.entries(texts ?? {})) {
    const json = JSON.stringify(messages);
    const name = `texts-${language}-${sha256(json).slice(0, 10)}.json`;
    generated.set(name, json);
    textUrls[language] = storeFileUrl(name);
  }
  const { texts: _devUrls, ...rest } = brand;
  const served = texts ? { ...rest, texts: textUrls } : rest;
  const login = renderLogin ? await renderLogin(brand, key, texts) : undefined;
  const fonts = loginFontFiles(brand).map((font) => ({ ...font }));
  const head = {
    family: brand.family,
    title: brand.title,
    language: brand.tenantLanguage ?? "es",
    pageCss: brandPageCss(brand),
    fonts,
    ...(login ? { loginStyles: { ...login.styles } } : {}),
    ...(login?.page ? { loginPage: login.page } : {}),
  };
  const content = { format: REVISION_FORMAT, key, brand: served, head, ...(texts ? { texts } : {}) };
  const id = sha256(JSON.stringify(content)).slice(0, 12);
  const preload = [
    // The boot's fetch() of the brand: a CORS-mode request, so the preload is crossorigin too.
    `<${revisionBrandUrl(key, id)}>; rel=preload; as=fetch; crossorigin`,
    // Fonts are fetched in CORS mode, hence crossorigin; no quoted type (a Link value stays one plain string).
    ...fonts.map(({ href }) => `<${href}>; rel=preload; as=font; crossorigin`),
  ];
  return {
    revision: {
      ...content,
      id,
      brand: served as unknown as Record<string, unknown>,
      preload,
      files: [...files.keys(), ...generated.keys()].sort(),
    },
    files,
    generated,
  };
}
