// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { Brand } from "../schema/brand.ts";
import { suiteTheme } from "../suite-brand.ts";
import { createTheme } from "../theme/create-theme.ts";
import { withDarkPalette } from "../theme/dark-palette.ts";
import { applyBrandChrome, applyBrandHead } from "./apply-brand-head.ts";
import { brandPageCss } from "./page-css.ts";
import { pageTitle } from "./page-title.ts";

/**
 * The head's styles but styled-components' own element: the files of a worker may share one document, and a
 * component test's styled-components keeps writing into its element, detached if this file removed it.
 */
const headStyles = () => document.head.querySelectorAll("style:not([data-styled])");

/** Compiled as the brands plugin and the brand store compile a brand: its dark palette complete. */
const brand: Brand = withDarkPalette({
  name: "GSE Autogestión",
  title: "GSE Autogestión",
  family: "self-service",
  tenantLanguage: "es",
  palette: {
    ...suiteTheme.palette,
    neutral: { background: "#f8f3fa", surface: "#ffffff", text: "#23142a", border: "#958599" },
  },
  logoWidth: "180px",
  images: {
    ...suiteTheme.images,
    favicon: "/assets/favicon-a1b2c3.svg",
    background: "/assets/background-d4e5f6.svg",
  },
  fonts: {
    body: {
      family: "Poppins",
      fallback: "sans-serif",
      faces: [
        { file: "/assets/poppins-latin-400-a1b2.woff2", weight: 400, style: "normal" },
        { file: "/assets/poppins-latin-600-c3d4.woff2", weight: 600, style: "normal" },
      ],
    },
  },
  behaviour: {
    captcha: "server",
    languageKey: "bms_lang",
    languageSelector: true,
    purchaseUrl: null,
    supportContact: null,
    defaultTenant: "co",
  },
  layout: { panelSide: "end" },
});

describe("pageTitle", () => {
  it("is the brand's title, with the tenant's code when the tenant has no brand of its own", () => {
    expect(pageTitle({ key: "selfservice", brand }, { application: "selfservice", tenant: null })).toBe(
      "GSE Autogestión",
    );
    expect(pageTitle({ key: "selfservice", brand }, { application: "SelfService", tenant: "mx" })).toBe(
      "GSE Autogestión · MX",
    );
    expect(pageTitle({ key: "selfservice_co", brand }, { application: "selfservice", tenant: "co" })).toBe(
      "GSE Autogestión",
    );
    expect(
      pageTitle(
        { key: "suite", brand: { ...brand, title: "GSE Suite" } },
        { application: "nope", tenant: "x" },
      ),
    ).toBe("GSE Suite");
  });
});

describe("applyBrandHead", () => {
  it("leaves the tab's icon and the bar's colour for later when asked, and applyBrandChrome adds them then, once", () => {
    const withoutChrome = () =>
      applyBrandHead(
        document,
        { key: "selfservice", brand },
        { application: "selfservice" },
        { browserChrome: false },
      );
    const chrome = 'link[rel="icon"], meta[name="theme-color"]';
    withoutChrome();
    expect(document.head.querySelector(chrome)).toBeNull();
    applyBrandChrome(document, { key: "selfservice", brand });
    applyBrandChrome(document, { key: "selfservice", brand });
    const icons = document.head.querySelectorAll('link[rel="icon"]');
    expect([...icons].map((icon) => icon.getAttribute("href"))).toEqual(["/assets/favicon-a1b2c3.svg"]);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
    // Applying the brand again takes them away with the rest of what it added.
    withoutChrome();
    expect(document.head.querySelector(chrome)).toBeNull();
  });

  it("sets the title, favicon, @font-face rules, CSS variables and background image of the active brand", () => {
    applyBrandHead(document, { key: "selfservice", brand }, { application: "selfservice", tenant: "mx" });

    expect(document.title).toBe("GSE Autogestión · MX");
    const icon = document.head.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute("href")).toBe("/assets/favicon-a1b2c3.svg");
    expect(icon?.getAttribute("type")).toBe("image/svg+xml");
    const preload = document.head.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute("href")).toBe("/assets/poppins-latin-400-a1b2.woff2");
    expect(preload?.getAttribute("as")).toBe("font");

    const css = document.head.querySelector("style[data-gse-brand]")?.textContent ?? "";
    expect(css).toContain(
      '@font-face{font-family:"Poppins";src:url("/assets/poppins-latin-600-c3d4.woff2") format("woff2");font-weight:600;font-style:normal;font-display:swap}',
    );
    expect(css).toContain('--gse-page-background-image:url("/assets/background-d4e5f6.svg")');
    expect(css).toContain("--gse-button-background:#1f3f9e");
  });

  it("inserts its style element already carrying the page's CSP nonce, so the nonce policy lets it apply", () => {
    const meta = document.createElement("meta");
    meta.setAttribute("property", "csp-nonce");
    meta.nonce = "bm9uY2Utb2YtdGhpcy1wYWdl";
    document.head.append(meta);
    // The browser checks the nonce when the element is inserted: what it carries then is what counts.
    const atInsertion: string[] = [];
    const append = document.head.append.bind(document.head);
    const spy = vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLStyleElement) atInsertion.push(node.nonce ?? "");
      append(...nodes);
    });
    applyBrandHead(document, { key: "selfservice", brand }, {});
    spy.mockRestore();
    meta.remove();
    expect(atInsertion).toEqual(["bm9uY2Utb2YtdGhpcy1wYWdl"]);
  });

  it("takes over the server's first-paint stylesheet when it is this brand's, rather than insert it again", () => {
    for (const element of document.head.querySelectorAll("[data-gse-brand]")) element.remove();
    const written = document.createElement("style");
    written.setAttribute("data-gse-first-paint", "");
    written.textContent = brandPageCss(brand);
    const fontPreload = document.createElement("link");
    Object.assign(fontPreload, { rel: "preload", as: "font", href: "/assets/poppins-latin-400-a1b2.woff2" });
    document.head.append(written, fontPreload);

    applyBrandHead(document, { key: "selfservice", brand }, {});

    const styles = headStyles();
    expect(styles).toHaveLength(1);
    expect(styles[0]).toBe(written);
    expect(written.getAttribute("data-gse-brand")).toBe("selfservice");
    expect(written.hasAttribute("data-gse-first-paint")).toBe(false);
    expect(document.head.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(1);
    fontPreload.remove();
  });

  it("takes the first-paint stylesheet over as written, without generating its own, when told it is current", () => {
    for (const element of headStyles()) element.remove();
    const written = document.createElement("style");
    written.setAttribute("data-gse-first-paint", "");
    written.textContent = ":root{--drawn-by:the-server}";
    document.head.append(written);

    applyBrandHead(document, { key: "selfservice", brand }, {}, { firstPaintCurrent: true });

    const styles = headStyles();
    expect([...styles]).toEqual([written]);
    expect(written.textContent).toBe(":root{--drawn-by:the-server}");
    expect(written.getAttribute("data-gse-brand")).toBe("selfservice");
  });

  it("drops a first-paint stylesheet written for another brand", () => {
    for (const element of headStyles()) element.remove();
    const written = document.createElement("style");
    written.setAttribute("data-gse-first-paint", "");
    written.textContent = brandPageCss({ ...brand, logoWidth: "120px" });
    document.head.append(written);

    applyBrandHead(document, { key: "selfservice", brand }, {});

    expect(written.isConnected).toBe(false);
    const styles = headStyles();
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(brandPageCss(brand));
  });

  it("replaces what it added when another brand is applied", () => {
    applyBrandHead(document, { key: "selfservice", brand }, {});
    applyBrandHead(
      document,
      { key: "payroll", brand: { ...brand, title: "GSE Nómina" } },
      { application: "payroll" },
    );
    expect(document.title).toBe("GSE Nómina");
    // Favicon, font preload, stylesheet, and a theme-color for each scheme.
    expect(document.head.querySelectorAll("[data-gse-brand]")).toHaveLength(5);
    expect(document.head.querySelectorAll('[data-gse-brand="selfservice"]')).toHaveLength(0);
  });

  it("colours the browser's bar in each scheme's accent, one colour for a pinned brand", () => {
    applyBrandHead(document, { key: "selfservice", brand }, {});
    const bars = () =>
      [...document.head.querySelectorAll('meta[name="theme-color"]')].map(
        (meta) => `${meta.getAttribute("media")} ${meta.getAttribute("content")}`,
      );
    expect(bars()).toEqual([
      `(prefers-color-scheme: light) ${createTheme(brand).roles.accent}`,
      `(prefers-color-scheme: dark) ${createTheme(brand, "dark").roles.accent}`,
    ]);
    applyBrandHead(document, { key: "selfservice", brand: { ...brand, colorScheme: "dark" } }, {});
    expect(bars()).toEqual([`null ${createTheme(brand, "dark").roles.accent}`]);
  });
});
