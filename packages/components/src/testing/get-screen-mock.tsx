import {
  type Brand,
  type BrandTexts,
  type ColorScheme,
  createTheme,
  parseBrandKey,
  suiteBrand,
  type Theme,
} from "@gse/brand-kit";
import {
  activateLanguage,
  FamilyLayoutProvider,
  type FamilyRegistry,
  I18nProvider,
  i18n,
  type Language,
  layBrandTexts,
  loadFamily,
  preloadFamilyLayout,
  type ScreenFamily,
  type ScreenProps,
  type ScreenSlot,
  type SignInEnvironment,
  SignInProvider,
  slotPath,
  storeOidcRequest,
} from "@gse/sdk";
import { createRuntimeFixture, type FakeRoute, type RuntimeFixture } from "@gse/sdk/testing";
import { type ReactElement, type ReactNode, Suspense, use, useMemo } from "react";
import { ThemeProvider } from "styled-components";
import { shippedFamilies } from "../families/registry.ts";
import { Spinner } from "../primitives/Spinner.tsx";
import { demoAccount, fakeSessionToken, mockApiRoutes, setPasswordLinkQuery } from "./fake-api.ts";
import { schemeFor, useLiveScheme } from "./live-brand.ts";

export interface ScreenMockOptions {
  readonly slot: ScreenSlot;
  /** The brand and its key; the default suite brand when left out. */
  readonly brand?: Brand;
  readonly brandKey?: string;
  /** The family whose layout the screen is drawn in; the brand's registered family when left out. */
  readonly family?: ScreenFamily;
  /**
   * Where the brand's family is looked up: this package's four families when left out; Storybook passes the
   * portal's registry (`parameters.families`), which has the families written outside this package too.
   */
  readonly families?: FamilyRegistry;
  readonly language?: Language;
  /** The brand's own texts of that language, laid over the catalog's as the portal's boot lays them. */
  readonly texts?: BrandTexts | undefined;
  /** The scheme the screen is drawn in (a brand pinned to one draws that one); light when left out. */
  readonly scheme?: ColorScheme;
  /** Calls answered differently from the mock API's defaults (`route(Api.authentication.login, ...)`). */
  readonly routes?: readonly FakeRoute[];
  /** Navigation state as the router hands it to the screen; the slot's usual state when left out. */
  readonly navigationState?: unknown;
  /** The page's query string without '?'; the slot's usual one when left out (a valid link on changePassword). */
  readonly search?: string;
  /** Signed in as this user (an unsigned token with its claims) before the screen renders. */
  readonly signedInAs?: string;
  /** Anything else of the page's environment (application, tenant, a failing fetch, ...). */
  readonly env?: Partial<SignInEnvironment>;
}

export interface ScreenMock extends RuntimeFixture {
  /** What the router would pass the screen. */
  readonly props: ScreenProps;
  /** The theme of the scheme the mock was made for. */
  readonly theme: Theme;
  readonly language: Language;
  /**
   * Loads and activates the language's catalog and the brand family's layout: await it before the first render
   * (a loader, a test), so the screen renders at once instead of suspending for them.
   */
  ready(): Promise<void>;
  /**
   * The page's providers around `children`: theme, i18n, the SDK runtime on the in-memory API and the layout
   * of the brand's family, as the portal draws every screen (an inherited one too) in its family's page.
   */
  wrap(children: ReactNode): ReactElement;
}

/** The brand's theme in the mock's scheme, or in the one the review grid re-themed the live story to. */
function MockTheme({
  brand,
  scheme,
  children,
}: {
  readonly brand: Brand;
  readonly scheme: ColorScheme;
  readonly children: ReactNode;
}) {
  const shown = schemeFor(brand, useLiveScheme() ?? scheme);
  const theme = useMemo(() => createTheme(brand, shown), [brand, shown]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The navigation state a slot is usually reached with, so a story of its default state needs no setup. */
function usualState(slot: ScreenSlot): unknown {
  switch (slot) {
    case "checkEmail":
      return { maskedEmail: demoAccount.maskedEmail };
    case "alert":
      return { message: "Tu contraseña fue actualizada.", pageToGo: "/Login" };
    case "info":
      return { type: "CHECK_EMAIL", maskedEmail: demoAccount.maskedEmail };
    case "resendEmail":
      return {
        message: "Este enlace ya no es válido",
        type: "INVALID_LINK",
        email: demoAccount.email,
        userName: demoAccount.user,
      };
    case "availableApps":
      return {
        message: "Contraseña asignada.",
        apps: [
          {
            id: 1,
            name: "payroll",
            title: "GSE Nómina",
            landing: "https://nomina.example.test/",
            mechanismAfterSetPass: 1,
          },
          {
            id: 2,
            name: "invoicing",
            title: "GSE Facturación",
            landing: "https://facturacion.example.test/",
            mechanismAfterSetPass: 1,
          },
        ],
      };
    default:
      return undefined;
  }
}

// One load per registry and family name, shared by every mock of a test run.
const loads = new WeakMap<FamilyRegistry, Map<string, Promise<ScreenFamily>>>();

function familyOf(brand: Brand, registry: FamilyRegistry): Promise<ScreenFamily> {
  let loaded = loads.get(registry);
  if (!loaded) {
    loaded = new Map();
    loads.set(registry, loaded);
  }
  let family = loaded.get(brand.family);
  if (!family) {
    family = loadFamily(registry, brand.family);
    loaded.set(brand.family, family);
  }
  return family;
}

/** The family's layout around `children`, once the family module is in (a mock rendered before `ready()`). */
function InFamilyLayout({
  family,
  children,
}: {
  readonly family: Promise<ScreenFamily>;
  readonly children: ReactNode;
}) {
  return <FamilyLayoutProvider family={use(family)}>{children}</FamilyLayoutProvider>;
}

/** The federated sign-in a callback screen answers, as the tab kept it when it left for the provider. */
export const oidcRequest = { state: "reference-state", codeVerifier: "reference-verifier".padEnd(43, "x") };

function usualSearch(slot: ScreenSlot): string {
  if (slot === "changePassword") return setPasswordLinkQuery();
  if (slot === "oidcCallback") return `code=reference-code&state=${oidcRequest.state}`;
  return "";
}

/**
 * Everything a screen needs to render with no network, for stories and tests alike (Keycloakify's
 * `getKcContextMock`): the brand's theme, the i18n catalog, and an SDK runtime on an in-memory API that
 * answers as the reference API does for the seeded demo account.
 */
export function getScreenMock(options: ScreenMockOptions): ScreenMock {
  const { slot, routes = [], language = "es", signedInAs } = options;
  const brand = options.brand ?? suiteBrand;
  const brandKey = options.brandKey ?? (options.brand ? "brand" : "suite");
  const pageOrigin = "http://localhost:5173";
  const search = options.search ?? usualSearch(slot);
  const fixture = createRuntimeFixture([...mockApiRoutes(pageOrigin), ...routes], {
    application: parseBrandKey(brandKey).application,
    pageOrigin,
    currentSearch: () => search,
    ...options.env,
  });
  // The route the slot is usually shown at, from the SDK's route table, for flows that read the current path.
  const path = slotPath(slot);
  if (path) fixture.runtime.env.navigate(path);
  if (slot === "oidcCallback") storeOidcRequest(fixture.runtime.env.sessionStorage, oidcRequest);
  fixture.moves.length = 0;
  if (signedInAs) {
    fixture.runtime.session.getState().signIn({
      token: fakeSessionToken(signedInAs),
      refreshToken: `refresh-${signedInAs}`,
    });
  }
  const scheme = schemeFor(brand, options.scheme ?? "light");
  const theme = createTheme(brand, scheme);
  const family = options.family
    ? Promise.resolve(options.family)
    : familyOf(brand, options.families ?? shippedFamilies);
  let loadedFamily: ScreenFamily | undefined;
  const familyReady = family.then((loaded) => {
    loadedFamily = loaded;
    return preloadFamilyLayout(loaded);
  });
  const navigationState = "navigationState" in options ? options.navigationState : usualState(slot);
  return {
    ...fixture,
    props: { brand, brandKey, navigationState },
    theme,
    language,
    ready: async () => {
      await Promise.all([activateLanguage(language), familyReady]);
      layBrandTexts(language, options.texts);
    },
    wrap: (children) => (
      <MockTheme brand={brand} scheme={scheme}>
        <I18nProvider i18n={i18n}>
          <SignInProvider runtime={fixture.runtime}>
            {loadedFamily ? (
              <FamilyLayoutProvider family={loadedFamily}>{children}</FamilyLayoutProvider>
            ) : (
              // A status while the family loads, so a review waiting for no spinner checks the real screen.
              <Suspense fallback={<Spinner />}>
                <InFamilyLayout family={family}>{children}</InFamilyLayout>
              </Suspense>
            )}
          </SignInProvider>
        </I18nProvider>
      </MockTheme>
    ),
  };
}
