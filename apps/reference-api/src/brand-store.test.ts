import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readIndex, signPreview, storePaths } from "@gse/brand-kit/store";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type LiveBrandStore, openLiveBrandStore } from "./brand-store/live-brand-store.ts";
import { servePortal } from "./portal-static.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

// A portal build cut to its page, and a brand store with three published brands.
let portalDist: string;
let dir: string;
let store: LiveBrandStore;
let app: Hono;

beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(
    join(portalDist, "index.html"),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  // The build's login links, cut to what every page asks for first.
  writeFileSync(
    join(portalDist, "login-preload.json"),
    JSON.stringify({ first: ["</portal.config.json>; rel=preload"], pages: {}, families: {}, catalogs: {} }),
  );
  dir = await testBrandStore([{ key: "suite" }, { key: "payroll" }, { key: "selfservice" }]);
  store = openLiveBrandStore(dir);
  app = new Hono();
  servePortal(app, { portalDist, store });
});
afterAll(() => {
  store.close();
  for (const folder of [portalDist, dir]) rmSync(folder, { recursive: true, force: true });
});

const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host, ...headers } });

/** The page's revision block, parsed. */
async function revisionOf(
  answer: Response,
): Promise<{ key: string; revision: string; url: string; preview?: true }> {
  const body = await answer.text();
  return JSON.parse(
    /<script type="application\/json" id="gse-brand-revision">(.*?)<\/script>/.exec(body)?.[1] ?? "null",
  );
}

const titleOf = async (answer: Response) => /<title>(.*?)<\/title>/.exec(await answer.text())?.[1];

describe("pages written from the brand store", () => {
  it("names one revision: the page's block, its Link header and its head all address that revision's files", async () => {
    const answer = await get("/login", "pe.payroll.localhost");
    const html = await answer.clone().text();
    const block = await revisionOf(answer);
    const id = readIndex(dir).current.payroll;
    expect(block).toEqual({ key: "payroll", revision: id, url: `/brand-store/revisions/payroll/${id}.json` });
    expect(answer.headers.get("link")).toContain(`</brand-store/revisions/payroll/${id}.json>`);
    const revision = store.snapshot().current.get("payroll");
    for (const font of revision?.head.fonts ?? []) expect(html).toContain(`href="${font.href}"`);
    // Everything the brand JSON names is one of the store's content-hashed files.
    const brand = await (await get(block.url, "payroll.localhost")).text();
    for (const address of brand.match(/"\/[^"]+"/g) ?? []) {
      expect(address).toMatch(/^"\/brand-store\/files\/[\w-]+-[0-9a-f]{10}\.\w+"$/);
    }
  });

  it("serves a revision's files cached for a year, and the current brand revalidated at /brands/<key>.json", async () => {
    const { url } = await revisionOf(await get("/", "payroll.localhost"));
    const file = await get(url, "payroll.localhost");
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const current = await get("/brands/payroll.json", "payroll.localhost");
    expect(current.headers.get("cache-control")).toBe("no-cache");
    expect(await current.json()).toEqual(await (await get(url, "payroll.localhost")).json());
    expect((await get("/brand-store/revisions/payroll/000000000000.json", "payroll.localhost")).status).toBe(
      404,
    );
    // Only the public folder: never the index, the history or the preview links' secret.
    for (const path of [
      "/brand-store/index.json",
      "/brand-store/preview.key",
      "/brand-store/history/payroll.jsonl",
    ]) {
      expect((await get(path, "payroll.localhost")).status).toBe(404);
    }
  });

  it("serves a newly published revision within seconds, without a restart", async () => {
    expect(await titleOf(await get("/login", "payroll.localhost"))).toBe("GSE Nómina");
    await testBrandStore([{ key: "payroll", title: "Nómina Nueva" }], dir);
    await vi.waitFor(
      async () => expect(await titleOf(await get("/login", "payroll.localhost"))).toBe("Nómina Nueva"),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    // And back: rolling back is making the old revision current again.
    await testBrandStore([{ key: "payroll" }], dir);
    await vi.waitFor(
      async () => expect(await titleOf(await get("/login", "payroll.localhost"))).toBe("GSE Nómina"),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
  });

  it("is usable with the default brand current, and says how to fix a store without it", async () => {
    expect(store.usable()).toEqual({ ok: true });
    const empty = mkdtempSync(join(tmpdir(), "brand-store-"));
    const opened = openLiveBrandStore(empty);
    try {
      expect(opened.usable()).toEqual({
        ok: false,
        problem: `${empty}: no current revision of the default brand "suite"; publish the brands with pnpm brands:publish (BRAND_STORE names the store)`,
      });
    } finally {
      opened.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("preview links (pnpm brands:preview)", () => {
  /** A draft of selfservice with another title, compiled but not current. */
  async function draft(): Promise<string> {
    const other = await testBrandStore([{ key: "selfservice", title: "Autoservicio Borrador" }]);
    try {
      const id = readIndex(other).current.selfservice ?? "";
      for (const sub of [`revisions/selfservice`, `public/revisions/selfservice`]) {
        mkdirSync(join(dir, sub), { recursive: true });
      }
      cpSync(storePaths(other).revision("selfservice", id), storePaths(dir).revision("selfservice", id));
      cpSync(
        storePaths(other).publicRevision("selfservice", id),
        storePaths(dir).publicRevision("selfservice", id),
      );
      return id;
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }

  it("shows the draft to whoever holds the link, on every page of the visit, marked, never cached", async () => {
    const id = await draft();
    const token = await signPreview(dir, "selfservice", id, 24);
    const opened = await get(`/login?brand-preview=${token}&x=1`, "co.selfservice.localhost");
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/login?x=1");
    const cookie = opened.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^gse_brand_preview=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const withCookie = { cookie: cookie.split(";")[0] ?? "" };
    for (const path of ["/login", "/resetpassword", "/users"]) {
      const page = await get(path, "co.selfservice.localhost", withCookie);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.clone().text();
      expect(await revisionOf(page)).toEqual({
        key: "selfservice",
        revision: id,
        url: `/brand-store/revisions/selfservice/${id}.json`,
        preview: true,
      });
      expect(html).toContain("<title>Autoservicio Borrador · CO</title>");
      expect(html).toMatch(
        new RegExp(
          `<div id="gse-brand-preview" role="note" aria-label="Vista previa de la marca selfservice, revisión ${id}: no publicada"`,
        ),
      );
    }
    // Everyone else still sees the current revision, unmarked.
    const everyone = await get("/login", "co.selfservice.localhost");
    expect(await titleOf(everyone.clone())).toBe("GSE Autogestión · CO");
    expect(await everyone.text()).not.toContain("gse-brand-preview");
    // Another brand's host is not dressed in the draft.
    expect(await titleOf(await get("/login", "payroll.localhost", withCookie))).not.toContain("Borrador");
  });

  it("refuses an expired or altered link: the current revision, and the cookie cleared", async () => {
    const id = await draft();
    for (const token of [
      await signPreview(dir, "selfservice", id, -1),
      `${await signPreview(dir, "selfservice", id, 1)}x`,
    ]) {
      const opened = await get(`/login?brand-preview=${token}`, "selfservice.localhost");
      expect(opened.headers.get("set-cookie")).toMatch(/^gse_brand_preview=; Max-Age=0/);
      const page = await get("/login", "selfservice.localhost", { cookie: `gse_brand_preview=${token}` });
      expect(await page.clone().text()).not.toContain("gse-brand-preview");
      expect(await titleOf(page)).toBe("GSE Autogestión");
    }
  });
});
