// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseColour, relativeLuminance } from "../colour.ts";
import type { Brand } from "../schema/brand.ts";
import { suiteBrand } from "../suite-brand.ts";
import { createTheme } from "../theme/create-theme.ts";
import { themeCssVariables } from "../theme/css-variables.ts";
import { variableTheme } from "../theme/variable-theme.ts";
import {
  applyColorScheme,
  COLOR_SCHEME_STORAGE_KEY,
  pickColorScheme,
  requestedColorScheme,
  shownColorScheme,
} from "./color-scheme.ts";
import { brandPageCss } from "./page-css.ts";

const pinned = (colorScheme: "system" | "light" | "dark"): Brand => ({ ...suiteBrand, colorScheme });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The declarations of the first rule whose selector (or enclosing at-rule and selector) starts with `prefix`. */
function block(css: string, prefix: string): Record<string, string> {
  const start = css.indexOf(prefix);
  if (start < 0) return {};
  const open = css.indexOf(
    "{",
    start + (prefix.startsWith("@media") ? css.slice(start).indexOf("){") + 2 : 0),
  );
  const body = css.slice(open + 1, css.indexOf("}", open));
  return Object.fromEntries(
    body.split(";").map((declaration) => {
      const at = declaration.indexOf(":");
      return [declaration.slice(0, at), declaration.slice(at + 1)];
    }),
  );
}

describe("the brand's page stylesheet in both schemes", () => {
  const css = brandPageCss(suiteBrand);
  const light = themeCssVariables(createTheme(suiteBrand));
  const dark = themeCssVariables(createTheme(suiteBrand, "dark"));

  it("sets the light scheme on :root", () => {
    const root = block(css, ":root{");
    expect(root["--gse-page-background"]).toBe(light["--gse-page-background"]);
    expect(root["color-scheme"]).toBe("light");
  });

  it("sets the dark scheme on a dark device unless the page chose light, and wherever the page chose dark", () => {
    expect(css).toContain("@media (prefers-color-scheme:dark){:root:not([data-color-scheme=light]){");
    for (const prefix of ["@media (prefers-color-scheme:dark)", ":root[data-color-scheme=dark]{"]) {
      const rule = block(css, prefix);
      expect(rule["--gse-page-background"]).toBe(dark["--gse-page-background"]);
      expect(rule["--gse-button-text"]).toBe(dark["--gse-button-text"]);
      expect(rule["color-scheme"]).toBe("dark");
      expect(relativeLuminance(parseColour(rule["--gse-page-background"] ?? "#fff"))).toBeLessThan(0.2);
      // Only what differs: the fonts stay on :root.
      expect(rule["--gse-font-family"]).toBeUndefined();
    }
  });

  it("has one scheme on :root, and no dark rule to switch to, for a pinned brand", () => {
    const pinnedLight = brandPageCss(pinned("light"));
    expect(pinnedLight).not.toContain("prefers-color-scheme");
    expect(pinnedLight).not.toContain("data-color-scheme");
    const pinnedDark = brandPageCss(pinned("dark"));
    expect(block(pinnedDark, ":root{")["--gse-page-background"]).toBe(dark["--gse-page-background"]);
    expect(pinnedDark).not.toContain("prefers-color-scheme");
  });
});

describe("who picks the scheme", () => {
  it("reads color_scheme= from the URL and keeps it for the tab", () => {
    const storage = memoryStorage();
    expect(pickColorScheme(suiteBrand, "?color_scheme=dark&ui_locales=es", storage)).toBe("dark");
    expect(storage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("dark");
    // The next screen of the tab, without the parameter.
    expect(pickColorScheme(suiteBrand, "", storage)).toBe("dark");
    expect(pickColorScheme(suiteBrand, "?color_scheme=light", storage)).toBe("light");
  });

  it("leaves the device to decide when nothing was chosen, or the value is not a scheme", () => {
    expect(pickColorScheme(suiteBrand, "?color_scheme=sepia", memoryStorage())).toBeUndefined();
    expect(requestedColorScheme("?color_scheme=DARK")).toBeUndefined();
    expect(shownColorScheme(undefined, () => ({ matches: true }))).toBe("dark");
    expect(shownColorScheme(undefined, () => ({ matches: false }))).toBe("light");
    expect(shownColorScheme("light", () => ({ matches: true }))).toBe("light");
  });

  it("lets a pinned brand ignore both the URL and the device", () => {
    const storage = memoryStorage();
    expect(pickColorScheme(pinned("light"), "?color_scheme=dark", storage)).toBe("light");
    expect(storage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
    expect(shownColorScheme(pickColorScheme(pinned("light"), "", storage), () => ({ matches: true }))).toBe(
      "light",
    );
  });

  it("survives a storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(pickColorScheme(suiteBrand, "?color_scheme=dark", throwing)).toBe("dark");
    expect(pickColorScheme(suiteBrand, "", throwing)).toBeUndefined();
  });

  it("marks <html> and <meta name=color-scheme> with the choice", () => {
    applyColorScheme(document, suiteBrand, "dark");
    expect(document.documentElement.getAttribute("data-color-scheme")).toBe("dark");
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute("content")).toBe("dark");
    applyColorScheme(document, suiteBrand, undefined);
    expect(document.documentElement.hasAttribute("data-color-scheme")).toBe(false);
    expect(document.querySelectorAll('meta[name="color-scheme"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute("content")).toBe("light dark");
  });
});

describe("variableTheme", () => {
  it("names a declared custom property for every colour, with the light value as its fallback", () => {
    const theme = variableTheme(suiteBrand, "dark");
    const light = createTheme(suiteBrand);
    const declared = themeCssVariables(light);
    expect(theme.button.background).toBe(`var(--gse-button-background, ${light.button.background})`);
    expect(theme.roles.link).toBe(`var(--gse-roles-link, ${light.roles.link})`);
    const names = JSON.stringify(theme).match(/--gse-[a-z0-9-]+/g) ?? [];
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect(declared).toHaveProperty(name);
  });

  it("is the same CSS in both schemes but for the images", () => {
    const {
      images: lightImages,
      imageSizes: _l,
      page: lightPage,
      ...light
    } = variableTheme(suiteBrand, "light");
    const { images: darkImages, imageSizes: _d, page: darkPage, ...dark } = variableTheme(suiteBrand, "dark");
    expect(dark).toEqual(light);
    expect({ ...darkPage, backgroundImage: "" }).toEqual({ ...lightPage, backgroundImage: "" });
    expect(darkImages.logo).toBe(suiteBrand.images.whiteLogo);
    expect(lightImages.logo).toBe(suiteBrand.images.logo);
  });
});
