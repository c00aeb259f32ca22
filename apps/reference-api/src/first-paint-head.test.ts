import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkBrands } from "@gse/brand-kit/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type FirstPaintHead,
  firstPaintHeadForHost,
  firstPaintHeadHtml,
  firstPaintHtmlAttributes,
  readFirstPaintHeads,
} from "./first-paint-head.ts";
import { log } from "./ops/logger.ts";

// A build's brands folder with three built brands, one per family the hosts below ask for.
const dist = mkdtempSync(join(tmpdir(), "first-paint-head-"));
let heads: ReadonlyMap<string, FirstPaintHead>;

beforeAll(async () => {
  const { brands } = checkBrands();
  mkdirSync(join(dist, "brands"));
  for (const key of ["suite", "payroll", "inhibitorylists"]) {
    writeFileSync(join(dist, "brands", `${key}.json`), JSON.stringify(brands.get(key)));
  }
  writeFileSync(join(dist, "brands", "broken.json"), "{");
  // The build's login CSS (apps/portal/login-styles.ts) for two of them.
  writeFileSync(
    join(dist, "login-styles.json"),
    JSON.stringify({
      version: "6.6.0",
      brands: { suite: ".a1{color:red;}/*!sc*/", payroll: '.b2::after{content:"</style>";}' },
    }),
  );
  heads = await readFirstPaintHeads(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the page's first-paint head: fonts preloaded, the family's frame from the first paint", () => {
  it("preloads every face the host's brand draws with, crossorigin, and carries its metric-matched fallbacks", () => {
    const head = firstPaintHeadForHost("payroll.localhost:4173", heads);
    if (!head) throw new Error("payroll.localhost: expected payroll's head");
    const html = firstPaintHeadHtml(head, "n0nce");
    expect(
      html.match(/<link rel="preload" as="font" type="font\/woff2" href="[^"]+\.woff2" crossorigin>/g),
    ).toEqual([
      expect.stringContaining("nunito-latin-400.woff2"),
      expect.stringContaining("nunito-latin-700.woff2"),
    ]);
    expect(html).toContain('<style nonce="n0nce" data-gse-first-paint>');
    expect(html).toContain('@font-face{font-family:"Nunito Fallback"');
    expect(html).toContain(
      '--gse-font-family:"Nunito", "Nunito Fallback", "Nunito Fallback Roboto", sans-serif',
    );
  });

  it("carries both schemes, and marks the page with the scheme the address passes (color_scheme=)", () => {
    const head = firstPaintHeadForHost("payroll.localhost", heads);
    if (!head) throw new Error("payroll.localhost: expected payroll's head");
    expect(head.css).toContain("@media (prefers-color-scheme:dark)");
    expect(head.css).toContain(":root[data-color-scheme=dark]{");
    expect(firstPaintHtmlAttributes(head, "?color_scheme=dark")).toBe(
      ' data-gse-family="common" data-color-scheme="dark"',
    );
    expect(firstPaintHtmlAttributes(head, "?color_scheme=light&ui_locales=es")).toContain(
      'data-color-scheme="light"',
    );
    expect(firstPaintHtmlAttributes(head, "?color_scheme=%22%3E")).toBe(' data-gse-family="common"');
    // A brand pinned to one scheme ignores the address.
    expect(firstPaintHtmlAttributes({ ...head, colorScheme: "light" }, "?color_scheme=dark")).toBe(
      ' data-gse-family="common"',
    );
  });

  it("names the family of the brand the boot will load: a tenant falls back to its application, an unknown host to the suite", () => {
    expect(firstPaintHeadForHost("inhibitorylists.localhost", heads)?.family).toBe("themed");
    expect(firstPaintHeadForHost("zz.inhibitorylists.localhost", heads)?.family).toBe("themed");
    expect(firstPaintHeadForHost("payroll.localhost", heads)?.family).toBe("common");
    expect(firstPaintHeadForHost("unknown.example.test", heads)?.css).toContain('"Inter"');
  });

  it("leaves out a brand file that is not a brand", () => {
    expect([...heads.keys()].sort()).toEqual(["inhibitorylists", "payroll", "suite"]);
  });
});

describe("the login's built CSS in the head, so the first render generates none of it", () => {
  it("writes the brand's CSS where styled-components looks for a server's: data-styled, its version, the nonce", () => {
    const head = firstPaintHeadForHost("suite.localhost", heads);
    if (!head) throw new Error("suite.localhost: expected the suite's head");
    expect(firstPaintHeadHtml(head, "n0nce")).toMatch(
      /<style nonce="n0nce" data-gse-first-paint>[^<]*<\/style><style nonce="n0nce" data-styled="true" data-styled-version="6.6.0">\.a1\{color:red;\}\/\*!sc\*\/<\/style>$/,
    );
  });

  it("escapes what could close the element", () => {
    const head = firstPaintHeadForHost("payroll.localhost", heads);
    if (!head) throw new Error("payroll.localhost: expected payroll's head");
    expect(firstPaintHeadHtml(head, "n0nce")).toContain('.b2::after{content:"\\3c /style>";}</style>');
  });

  it("leaves it out for a brand the build rendered none for", () => {
    const head = firstPaintHeadForHost("inhibitorylists.localhost", heads);
    if (!head) throw new Error("inhibitorylists.localhost: expected its head");
    expect(firstPaintHeadHtml(head, "n0nce")).not.toContain("data-styled");
  });

  it("goes without it, saying why, when the build's file is not what it wrote", async () => {
    const other = mkdtempSync(join(tmpdir(), "first-paint-head-"));
    try {
      cpSync(join(dist, "brands"), join(other, "brands"), { recursive: true });
      writeFileSync(join(other, "login-styles.json"), JSON.stringify({ version: '6"><script>', brands: {} }));
      const error = vi.spyOn(log, "error").mockImplementation(() => {});
      const read = await readFirstPaintHeads(other);
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/login-styles\.json: .*6\.6\.0.*rebuild the portal/s),
      );
      error.mockRestore();
      const head = firstPaintHeadForHost("suite.localhost", read);
      expect(head && firstPaintHeadHtml(head, "n")).not.toContain("data-styled");
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
