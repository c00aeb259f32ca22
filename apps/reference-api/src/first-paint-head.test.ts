import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { readIndex, storePaths } from "@gse/brand-kit/store";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { keyForHost } from "./brand-key.ts";
import { type LiveBrandStore, openLiveBrandStore } from "./brand-store/live-brand-store.ts";
import { firstPaintHeadHtml, firstPaintHtmlAttributes } from "./first-paint-head.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

// A store with three published brands, one per family the hosts below ask for, two with their login's CSS.
let dir: string;
let store: LiveBrandStore;

beforeAll(async () => {
  dir = await testBrandStore([
    { key: "suite", loginCss: ".a1{color:red;}/*!sc*/" },
    { key: "payroll", loginCss: '.b2::after{content:"</style>";}' },
    { key: "inhibitorylists" },
  ]);
  store = openLiveBrandStore(dir);
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const headFor = (host: string) => {
  const { current } = store.snapshot();
  const head = current.get(keyForHost(host, current.keys()))?.head;
  if (!head) throw new Error(`${host}: expected a head`);
  return head;
};

describe("the page's first-paint head: fonts preloaded, the family's frame from the first paint", () => {
  it("preloads every face the host's brand draws with, crossorigin, and carries its metric-matched fallbacks", () => {
    const html = firstPaintHeadHtml(headFor("payroll.localhost:4173"), "n0nce");
    expect(
      html.match(/<link rel="preload" as="font" type="font\/woff2" href="[^"]+\.woff2" crossorigin>/g),
    ).toEqual([
      expect.stringMatching(/\/brand-store\/files\/nunito-latin-400-[0-9a-f]{10}\.woff2/),
      expect.stringMatching(/\/brand-store\/files\/nunito-latin-700-[0-9a-f]{10}\.woff2/),
    ]);
    expect(html).toContain('<style nonce="n0nce" data-gse-first-paint>');
    expect(html).toContain('@font-face{font-family:"Nunito Fallback"');
    expect(html).toContain(
      '--gse-font-family:"Nunito", "Nunito Fallback", "Nunito Fallback Roboto", sans-serif',
    );
  });

  it("carries both schemes, and marks the page with the scheme the address passes (color_scheme=)", () => {
    const head = headFor("payroll.localhost");
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
    expect(headFor("inhibitorylists.localhost").family).toBe("themed");
    expect(headFor("zz.inhibitorylists.localhost").family).toBe("themed");
    expect(headFor("payroll.localhost").family).toBe("common");
    expect(headFor("unknown.example.test").css).toContain('"Inter"');
  });

  it("serves no revision it cannot read, says why, and keeps the one it served before", () => {
    const payroll = store.snapshot().current.get("payroll");
    const broken = "0123456789ab";
    writeFileSync(storePaths(dir).revision("payroll", broken), "{");
    const index = readIndex(dir);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      writeFileSync(
        storePaths(dir).index,
        JSON.stringify({ current: { ...index.current, payroll: broken, nothing: broken } }),
      );
      store.refresh();
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/payroll\/0123456789ab\.json: /));
      expect(store.snapshot().current.get("payroll")).toBe(payroll);
      expect(store.snapshot().current.has("nothing")).toBe(false);
    } finally {
      writeFileSync(storePaths(dir).index, JSON.stringify(index));
      store.refresh();
      error.mockRestore();
    }
  });
});

describe("the login's built CSS in the head, so the first render generates none of it", () => {
  it("writes the brand's CSS where styled-components looks for a server's: data-styled, its version, the nonce", () => {
    expect(firstPaintHeadHtml(headFor("suite.localhost"), "n0nce")).toMatch(
      /<style nonce="n0nce" data-gse-first-paint>[^<]*<\/style><style nonce="n0nce" data-styled="true" data-styled-version="6.6.0">\.a1\{color:red;\}\/\*!sc\*\/<\/style>$/,
    );
  });

  it("escapes what could close the element", () => {
    expect(firstPaintHeadHtml(headFor("payroll.localhost"), "n0nce")).toContain(
      '.b2::after{content:"\\3c /style>";}</style>',
    );
  });

  it("leaves it out for a brand published without it", () => {
    expect(firstPaintHeadHtml(headFor("inhibitorylists.localhost"), "n0nce")).not.toContain("data-styled");
  });

  it("refuses a revision whose login CSS version could close the attribute, saying why", async () => {
    const other = await testBrandStore([{ key: "suite", loginCss: ".a{}" }]);
    try {
      const id = readIndex(other).current.suite ?? "";
      const file = storePaths(other).revision("suite", id);
      const revision = JSON.parse(readFileSync(file, "utf8"));
      revision.head.loginStyles.version = '6"><script>';
      writeFileSync(file, JSON.stringify(revision));
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const opened = openLiveBrandStore(other);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/suite\/[0-9a-f]{12}\.json: .*6\.6\.0/s));
      expect(opened.usable()).toEqual({ ok: false, problem: expect.stringContaining("pnpm brands:publish") });
      error.mockRestore();
      opened.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
