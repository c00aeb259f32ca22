import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseBrandKey } from "@gse/brand-kit";
import { history, rollbackBrand, signPreview, storePaths } from "@gse/brand-kit/store";
import { AdminApi, type StoredBrand } from "@gse/contract";
import type { Context, Hono } from "hono";
import { callerOf } from "../admin/authorization.ts";
import { ok, Refusal } from "../http.ts";
import { route } from "../routes/route.ts";
import type { Services } from "../services.ts";
import type { LiveBrandStore } from "./live-brand-store.ts";

const { brand } = AdminApi;

/** How long a preview link from the console works (as `pnpm brands:preview`'s default). */
const PREVIEW_HOURS = 24;

/** The keys that have a history in the store: every brand ever published. */
function publishedKeys(store: LiveBrandStore): string[] {
  const folder = dirname(storePaths(store.dir).history("any"));
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(".jsonl"))
      .map((name) => name.slice(0, -".jsonl".length))
      .sort();
  } catch {
    return [];
  }
}

/** One published revision of a brand, or a 400 naming what to ask for instead. */
function publishedRevision(store: LiveBrandStore, key: string, revision: string) {
  if (!history(store.dir, key).some((entry) => entry.id === revision)) {
    throw new Refusal(
      400,
      `revision: ${key} has no published revision ${revision} (pnpm brands:history ${key})`,
    );
  }
}

/**
 * Where the brand's pages are: the first wildcard public origin with the brand's host in place of the `*`
 * (`https://*.portal.example.com` → `https://acme.portal.example.com`), else, with the demo's loopback origins, the
 * brand's host under localhost on the console's own port.
 */
function brandOrigin(c: Context, services: Services, key: string): string {
  const { application, tenant } = parseBrandKey(key);
  const host = tenant ? `${tenant}.${application}` : application;
  const wildcard = services.settings.publicOrigins.find(
    (origin) => origin.includes("://*.") && !origin.endsWith(":*"),
  );
  if (wildcard) return wildcard.replace("*", host);
  const url = new URL(c.req.url);
  const port = (c.req.header("host") ?? url.host).split(":")[1];
  return `${url.protocol}//${host}.localhost${port ? `:${port}` : ""}`;
}

/**
 * The console's calls on the brand store (privilege brands.manage): the brands with their published revisions, a
 * preview link to any of them, and a rollback to one. Publishing new content stays with `pnpm brands:publish`: a
 * brand folder is reviewed like code.
 */
export function brandStoreRoutes(app: Hono, services: Services, store: LiveBrandStore): void {
  route(app, brand.list, (_c) => {
    const { current } = store.snapshot();
    const brands: StoredBrand[] = publishedKeys(store).map((key) => ({
      key,
      title: current.get(key)?.head.title ?? key,
      revisions: history(store.dir, key),
    }));
    return ok(brands);
  });

  route(app, brand.preview, async (c, { body: { key, revision } }) => {
    publishedRevision(store, key, revision);
    const token = await signPreview(store.dir, key, revision, PREVIEW_HOURS);
    const link = new URL("/login", brandOrigin(c, services, key));
    link.searchParams.set("brand-preview", token);
    const expires = new Date(Date.now() + PREVIEW_HOURS * 3_600_000).toISOString();
    return ok({ link: link.href, expires });
  });

  route(app, brand.rollback, async (c, { body: { key, revision } }) => {
    publishedRevision(store, key, revision);
    const { userId } = callerOf(c);
    rollbackBrand(store.dir, key, revision, { by: `consola (usuario ${userId})`, at: new Date() });
    store.refresh();
    return ok(`La marca ${key} volvió a la revisión ${revision}.`);
  });
}
