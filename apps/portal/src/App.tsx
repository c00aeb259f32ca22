import { type ColorScheme, variableTheme } from "@gse/brand-kit";
import { I18nProvider, i18n, SignInProvider, type SignInRuntime } from "@gse/sdk";
import { useMemo } from "react";
import { ThemeProvider } from "styled-components";
import { useShownColorScheme } from "./color-scheme.ts";
import { Routes } from "./router.tsx";
import { type PortalRouter, RouterProvider } from "./routing/location.tsx";
import { PortalContext, type PortalContextValue } from "./routing/portal-context.tsx";

/** The booted portal: brand theme, language, SDK runtime and the router, in that order of providers. */
export function App({
  router,
  runtime,
  portal,
  colorScheme,
}: {
  readonly router: PortalRouter;
  readonly runtime: SignInRuntime;
  readonly portal: PortalContextValue;
  /** The scheme chosen for the page, or undefined where the device decides (boot.ts). */
  readonly colorScheme?: ColorScheme | undefined;
}) {
  // Derived once, before the first render: a brand applied late would flash the default brand first. Its colours
  // are the stylesheet's custom properties, which carry both schemes (variableTheme); only the images follow the
  // scheme shown, so a device switching scheme (or a page hydrated from HTML drawn in light) re-renders with the
  // other logo.
  const scheme = useShownColorScheme(colorScheme, portal.brand);
  const theme = useMemo(() => variableTheme(portal.brand, scheme), [portal.brand, scheme]);
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <SignInProvider runtime={runtime}>
          <PortalContext.Provider value={portal}>
            <RouterProvider router={router}>
              <Routes />
            </RouterProvider>
          </PortalContext.Provider>
        </SignInProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
