import { describe, expect, it, vi } from "vitest";
import { BrandLoadError, loadBrand, readPageBrandRevision } from "./load-brand.ts";
import { suiteTheme } from "./suite-brand.ts";
import { withDarkPalette } from "./theme/dark-palette.ts";

/** A served brand: the suite brand's values with another title, compiled (its dark palette complete). */
const served = (title: string) =>
  withDarkPalette({
    name: title,
    title,
    family: "common",
    tenantLanguage: "es",
    palette: {
      ...suiteTheme.palette,
      neutral: { background: "#f4f6fb", surface: "#ffffff", text: "#1b1f2a", border: "#8a93a6" },
    },
    logoWidth: "180px",
    images: suiteTheme.images,
    fonts: {
      body: {
        family: "Inter",
        fallback: "sans-serif",
        faces: [{ file: "/assets/inter-1a2b3c.woff2", weight: 400, style: "normal" }],
      },
    },
    behaviour: {
      captcha: "server",
      languageKey: "bms_lang",
      languageSelector: false,
      purchaseUrl: null,
      supportContact: null,
      defaultTenant: null,
    },
    layout: { panelSide: "end" },
  });

/** A fetch that answers from a table of paths; anything else is the SPA's HTML fallback page. */
function fakeFetch(table: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (!(path in table))
      return new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
    const body = table[path];
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      headers: { "content-type": "application/json" },
    });
  });
}

describe("loadBrand", () => {
  it("fetches only the tenant's brand when it exists", async () => {
    const fetch = fakeFetch({
      "/brands/selfservice_co.json": served("Colombia"),
      "/brands/suite.json": served("GSE Suite"),
    });
    const loaded = await loadBrand({ application: "SelfService", tenant: "CO", fetch });
    expect(loaded.key).toBe("selfservice_co");
    expect(loaded.brand.title).toBe("Colombia");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to the application, then to the suite brand, skipping brands that do not exist", async () => {
    const fetch = fakeFetch({
      "/brands/payroll.json": served("GSE Nómina"),
      "/brands/suite.json": served("GSE Suite"),
    });
    expect((await loadBrand({ application: "payroll", tenant: "mx", fetch })).key).toBe("payroll");
    expect((await loadBrand({ application: "nomina", tenant: null, fetch })).key).toBe("suite");
    expect((await loadBrand({ fetch })).key).toBe("suite");
  });

  it("reports an invalid brand with its file and JSON path, and uses the default brand", async () => {
    const bad = { ...served("Bad"), logoWidth: "expression(alert(1))" };
    const fetch = fakeFetch({
      "/portal/brands/payroll.json": bad,
      "/portal/brands/suite.json": served("GSE Suite"),
    });
    const report = vi.fn();
    const loaded = await loadBrand({ application: "payroll", fetch, report, baseUrl: "/portal/brands/" });
    expect(loaded.key).toBe("suite");
    expect(report.mock.calls).toEqual([
      [
        '/portal/brands/payroll.json: logoWidth: expected a length like 160px, 10rem or 50%, got "expression(alert(1))"',
      ],
    ]);
  });

  it("rejects a served brand whose asset is a javascript: or data: URL", async () => {
    const bad = served("Bad");
    const fetch = fakeFetch({
      "/brands/payroll.json": { ...bad, images: { ...bad.images, logo: "javascript:alert(1)" } },
      "/brands/invoicing.json": { ...bad, images: { ...bad.images, favicon: "data:text/html,<script>" } },
      "/brands/suite.json": served("GSE Suite"),
    });
    const report = vi.fn();
    expect((await loadBrand({ application: "payroll", fetch, report })).key).toBe("suite");
    expect((await loadBrand({ application: "invoicing", fetch, report })).key).toBe("suite");
    expect(report.mock.calls.map(([line]) => String(line).split(": ").slice(0, 2).join(": "))).toEqual([
      "/brands/payroll.json: images.logo",
      "/brands/invoicing.json: images.favicon",
    ]);
  });

  it("shows in light a brand compiled without its whole dark palette, and warns naming the fields it lacks", async () => {
    // A revision published before brands were compiled with their dark palette: immutable, still served.
    const { dark: _dark, ...light } = served("Antes").palette;
    const early = { ...served("Antes"), palette: { ...light, dark: { primary: { main: "#ffb080" } } } };
    const fetch = fakeFetch({ "/brands/payroll.json": early, "/brands/suite.json": served("GSE Suite") });
    const [report, warn] = [vi.fn(), vi.fn()];
    const loaded = await loadBrand({ application: "payroll", fetch, report, warn });
    expect(loaded.key).toBe("payroll");
    expect(loaded.brand.colorScheme).toBe("light");
    expect(loaded.brand.palette).toEqual(early.palette);
    expect(report).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      [
        "/brands/payroll.json: palette.dark: expected the complete dark palette a compiled brand carries, got none for palette.dark.primary.light, palette.dark.primary.dark, palette.dark.secondary, palette.dark.info, palette.dark.error, palette.dark.neutral; showing the light scheme (publish the brand again: pnpm brands:publish)",
      ],
    ]);
  });

  it("keeps the schemes of a compiled brand, and of one pinned to light that has no dark palette, silently", async () => {
    const { dark: _dark, ...light } = served("Claro").palette;
    const fetch = fakeFetch({
      "/brands/payroll.json": served("GSE Nómina"),
      "/brands/suite.json": { ...served("Claro"), colorScheme: "light", palette: light },
    });
    const warn = vi.fn();
    expect((await loadBrand({ application: "payroll", fetch, warn })).brand.colorScheme).toBeUndefined();
    expect((await loadBrand({ fetch, warn })).brand.colorScheme).toBe("light");
    expect(warn).not.toHaveBeenCalled();
  });

  it("reports a brand file that is not JSON", async () => {
    const fetch = fakeFetch({ "/brands/payroll.json": "{ nope", "/brands/suite.json": served("GSE Suite") });
    const report = vi.fn();
    expect((await loadBrand({ application: "payroll", fetch, report })).key).toBe("suite");
    expect(report.mock.calls[0]?.[0]).toMatch(/^\/brands\/payroll\.json: \$: expected valid JSON, got /);
  });

  it("throws a BrandLoadError when even the default brand is unavailable", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(loadBrand({ application: "payroll", fetch })).rejects.toBeInstanceOf(BrandLoadError);
  });
});

describe("loadBrand with the revision the page names (brand store)", () => {
  const revision = {
    key: "payroll",
    revision: "0123456789ab",
    url: "/brand-store/revisions/payroll/0123456789ab.json",
  };

  it("fetches that revision alone, at its immutable address, and never the current brand files", async () => {
    const fetch = fakeFetch({
      [revision.url]: served("Nómina r1"),
      "/brands/payroll.json": served("Nómina r2"),
    });
    const loaded = await loadBrand({ revision, application: "payroll", fetch });
    expect(loaded.key).toBe("payroll");
    expect(loaded.brand.title).toBe("Nómina r1");
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([revision.url]);
  });

  it("falls back to the brand keys when the revision is missing, and to the default brand when it is broken", async () => {
    const report = vi.fn();
    const missing = fakeFetch({ "/brands/payroll.json": served("Nómina") });
    expect((await loadBrand({ revision, application: "payroll", fetch: missing, report })).brand.title).toBe(
      "Nómina",
    );
    const broken = fakeFetch({ [revision.url]: { title: 1 }, "/brands/suite.json": served("Suite") });
    const loaded = await loadBrand({ revision, application: "payroll", fetch: broken, report });
    expect(loaded).toMatchObject({ key: "suite", brand: { title: "Suite" } });
    expect(report).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${revision.url}: `)));
  });
});

describe("readPageBrandRevision", () => {
  it("reads the server's block, and nothing that is not an address on the page's origin", () => {
    const page = (text: string) =>
      ({
        getElementById: (id: string) => (id === "gse-brand-revision" ? { textContent: text } : null),
      }) as unknown as Document;
    expect(
      readPageBrandRevision(
        page(
          '{"key":"suite","revision":"0123456789ab","url":"/brand-store/revisions/suite/0123456789ab.json","preview":true}',
        ),
      ),
    ).toEqual({
      key: "suite",
      revision: "0123456789ab",
      url: "/brand-store/revisions/suite/0123456789ab.json",
      preview: true,
    });
    expect(
      readPageBrandRevision(page('{"key":"suite","url":"https://evil.example/x.json"}')),
    ).toBeUndefined();
    expect(readPageBrandRevision(page("{"))).toBeUndefined();
  });
});
