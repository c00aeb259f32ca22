import { brandKeys, brands, brandTexts, fixtureBrandKeys } from "virtual:gse-brands";
import { loadConsoleCatalog } from "@gse/admin";
import {
  applyBrandHead,
  applyColorScheme,
  type Brand,
  createTheme,
  DEFAULT_BRAND_KEY,
  parseBrandKey,
} from "@gse/brand-kit";
import {
  installCaptchaStandIn,
  loadBrandFonts,
  schemeFor,
  toolbarScheme,
  useLiveBrand,
  useLiveScheme,
} from "@gse/components/stories";
import { familyRegistry } from "@gse/portal/family-registry";
import { activateLanguage, I18nProvider, i18n, isLanguage, LANGUAGES, layBrandTexts } from "@gse/sdk";
import type { Preview } from "@storybook/react-vite";
import { type ComponentType, useLayoutEffect, useMemo } from "react";
import { configure } from "storybook/test";
import { ThemeProvider } from "styled-components";

/** The toolbar's brand, or the default suite brand. */
function brandOf(key: unknown): { key: string; brand: Brand } {
  const chosen = typeof key === "string" && brands[key] ? key : DEFAULT_BRAND_KEY;
  const brand = brands[chosen];
  if (!brand)
    throw new Error(`virtual:gse-brands: expected the default brand "${DEFAULT_BRAND_KEY}", got none`);
  return { key: chosen, brand };
}

/**
 * The story in its brand's theme, in the toolbar's scheme, and the language's catalog. Brand and scheme are the
 * toolbar's, unless the review grid has re-themed the mounted story to another (useLiveBrand, useLiveScheme):
 * then the theme changes under the live tree and the story keeps the state its play reached. The page is marked
 * with the scheme (`<html data-color-scheme>`), as the portal marks it, so the brand's stylesheet (the page's
 * background, form controls) follows.
 */
function Themed({ brandKey, scheme, Story }: { brandKey: unknown; scheme: unknown; Story: ComponentType }) {
  const live = useLiveBrand();
  const liveScheme = useLiveScheme();
  const { brand } = brandOf(live ?? brandKey);
  const shown = schemeFor(brand, liveScheme ?? toolbarScheme(scheme));
  const theme = useMemo(() => createTheme(brand, shown), [brand, shown]);
  useLayoutEffect(() => applyColorScheme(document, brand, shown), [brand, shown]);
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    </ThemeProvider>
  );
}

// A play's findBy* waits up to 5 s for what the mocked API answers, not testing-library's 1 s: the stories run
// beside the other test layers on two cores, and a story once missed its first answer by a little (CI of 95a3551).
configure({ asyncUtilTimeout: 5_000 });

// Stories draw the test captcha provider through a local stand-in of its browser API: Storybook has no API to
// serve its script or issue its tokens (the journeys in e2e/captcha.spec.ts use the real one).
installCaptchaStandIn();

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: an axe violation fails the story's test run.
    a11y: { test: "error", options: { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    layout: "fullscreen",
    // The portal's family registry and the example family, which only stories, tests and journeys register: a
    // brand of a family written outside @gse/components renders in it.
    families: {
      ...familyRegistry,
      kiosk: () => import("@gse/kiosk-family").then((module) => module.kioskFamily),
    },
  },
  // The brand toolbar lists every brand folder (virtual:gse-brands), so a new brand appears after a restart.
  globalTypes: {
    brand: {
      description: "Brand",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        dynamicTitle: true,
        // The shipped brands, then the test-only ones (the example family's kiosk brand).
        items: [...brandKeys, ...fixtureBrandKeys].map((key) => ({
          value: key,
          title: `${key} · ${brands[key]?.name ?? key}`,
        })),
      },
    },
    colorScheme: {
      description: "Colour scheme",
      toolbar: {
        title: "Scheme",
        icon: "contrast",
        dynamicTitle: true,
        // A brand pinned to one scheme shows that one whatever is picked here, as in the portal.
        items: [
          { value: "light", title: "light" },
          { value: "dark", title: "dark" },
          { value: "system", title: "system (the device's)" },
        ],
      },
    },
    language: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        dynamicTitle: true,
        items: LANGUAGES.map((language) => ({ value: language, title: language })),
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND_KEY, language: "es", colorScheme: "light" },
  // As the portal boots: the brand's head (title, favicon, fonts, CSS variables) and the language's catalog with
  // the brand's own texts over it, and the console's texts as the portal adds them after sign-in, so the
  // console's stories translate too.
  loaders: [
    async ({ globals }) => {
      const { key, brand } = brandOf(globals.brand);
      const { application, tenant } = parseBrandKey(key);
      applyBrandHead(document, { key, brand }, { application, tenant: tenant ?? null });
      // Drawn (and captured by Chromatic, checked by the grid) only once the brand's own fonts have loaded: once
      // per brand for the page's life, not per story.
      await loadBrandFonts(key, brand);
      const language = isLanguage(globals.language) ? globals.language : "es";
      // The brand's own texts over the catalog's, as the portal's boot lays them (brands/<key>/texts/).
      await activateLanguage(language);
      layBrandTexts(language, brandTexts[key]?.[language]);
      await loadConsoleCatalog(language);
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => <Themed brandKey={globals.brand} scheme={globals.colorScheme} Story={Story} />,
  ],
};

export default preview;
