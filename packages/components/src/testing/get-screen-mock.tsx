import { type Brand, createTheme, parseBrandKey, suiteBrand, type Theme } from "@gse/brand-kit";
import {
  activateLanguage,
  createRuntimeFixture,
  type FakeHandler,
  I18nProvider,
  i18n,
  type Language,
  type RuntimeFixture,
  type ScreenProps,
  type ScreenSlot,
  type SignInEnvironment,
  SignInProvider,
  slotPath,
  storeOidcRequest,
} from "@gse/sdk";
import type { ReactElement, ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { demoAccount, fakeSessionToken, mockApiHandlers, setPasswordLinkQuery } from "./fake-api.ts";

export interface ScreenMockOptions {
  readonly slot: ScreenSlot;
  /** The brand and its key; the default suite brand when left out. */
  readonly brand?: Brand;
  readonly brandKey?: string;
  readonly language?: Language;
  /** API routes (`"POST /api/Login"`) answered differently from the mock API's defaults. */
  readonly routes?: Readonly<Record<string, FakeHandler>>;
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
  readonly theme: Theme;
  readonly language: Language;
  /** Loads and activates the language's catalog: await it before the first render (a loader, a test). */
  ready(): Promise<void>;
  /** The page's providers around `children`: theme, i18n and the SDK runtime on the in-memory API. */
  wrap(children: ReactNode): ReactElement;
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
  const { slot, routes = {}, language = "es", signedInAs } = options;
  const brand = options.brand ?? suiteBrand;
  const brandKey = options.brandKey ?? (options.brand ? "brand" : "suite");
  const pageOrigin = "http://localhost:5173";
  const search = options.search ?? usualSearch(slot);
  const fixture = createRuntimeFixture(
    { ...mockApiHandlers(pageOrigin), ...routes },
    {
      application: parseBrandKey(brandKey).application,
      pageOrigin,
      currentSearch: () => search,
      ...options.env,
    },
  );
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
  const theme = createTheme(brand);
  const navigationState = "navigationState" in options ? options.navigationState : usualState(slot);
  return {
    ...fixture,
    props: { brand, brandKey, navigationState },
    theme,
    language,
    ready: () => activateLanguage(language),
    wrap: (children) => (
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={i18n}>
          <SignInProvider runtime={fixture.runtime}>{children}</SignInProvider>
        </I18nProvider>
      </ThemeProvider>
    ),
  };
}
