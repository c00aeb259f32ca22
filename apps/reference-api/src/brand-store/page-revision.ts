import { BRAND_REVISION_BLOCK_ID, type PageBrandRevision } from "@gse/brand-kit";
import { revisionBrandUrl, verifyPreview } from "@gse/brand-kit/store";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { keyForHost } from "../brand-key.ts";
import type { HostBrand } from "../host.ts";
import type { LiveBrandStore, ServedRevision } from "./live-brand-store.ts";

/** The query parameter of a preview link (`pnpm brands:preview`), and the cookie that keeps it for the visit. */
export const PREVIEW_PARAMETER = "brand-preview";
const PREVIEW_COOKIE = "gse_brand_preview";

export interface PagePreview {
  readonly key: string;
  readonly revision: string;
  readonly expires: Date;
}

export type PageRevision =
  | { readonly revision: ServedRevision | undefined; readonly preview?: PagePreview }
  | { readonly redirect: Response };

/**
 * The revision a page is written in: the host's brand's current one (the tenant's, else the application's, else the
 * default), or the draft a valid preview link names when that brand is the host's. A preview link's token moves
 * into a cookie for the rest of the visit (every screen, every language, a reload) and out of the address bar,
 * and lasts as long as the link.
 */
export async function servedRevisionFor(
  c: Context,
  store: LiveBrandStore,
  host: HostBrand,
): Promise<PageRevision> {
  const { current } = store.snapshot();
  const url = new URL(c.req.url);
  const fromLink = url.searchParams.get(PREVIEW_PARAMETER);
  const token = fromLink ?? getCookie(c, PREVIEW_COOKIE);
  const claim = token ? await verifyPreview(store.previewSecret(), token) : undefined;
  if (fromLink !== null) {
    url.searchParams.delete(PREVIEW_PARAMETER);
    if (claim && "claim" in claim) {
      setCookie(c, PREVIEW_COOKIE, fromLink, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        expires: claim.claim.expires,
      });
    } else deleteCookie(c, PREVIEW_COOKIE, { path: "/" });
    c.header("Cache-Control", "no-store");
    return { redirect: c.redirect(`${url.pathname}${url.search}`, 303) };
  }
  if (claim && "problem" in claim) deleteCookie(c, PREVIEW_COOKIE, { path: "/" });
  if (claim && "claim" in claim) {
    const { key, revision } = claim.claim;
    const draft =
      keyForHost(host, [...current.keys(), key]) === key ? store.revision(key, revision) : undefined;
    if (draft) return { revision: draft, preview: claim.claim };
  }
  return { revision: current.get(keyForHost(host, current.keys())) };
}

/** The page's revision as a JSON data block for the boot, which fetches the brand at its immutable address. */
export function revisionBlock(revision: ServedRevision, preview: PagePreview | undefined): string {
  const block: PageBrandRevision = {
    key: revision.key,
    revision: revision.id,
    url: revisionBrandUrl(revision.key, revision.id),
    ...(preview ? { preview: true } : {}),
  };
  return `<script type="application/json" id="${BRAND_REVISION_BLOCK_ID}">${JSON.stringify(block).replaceAll("<", "\\u003c")}</script>`;
}
