import { createTheme } from "@gse/brand-kit";
import { I18nProvider, i18n, SignInProvider, type SignInRuntime } from "@gse/sdk";
import { useMemo } from "react";
import { ThemeProvider } from "styled-components";
import { Routes } from "./router.tsx";
import { type PortalRouter, RouterProvider } from "./routing/location.tsx";
import { PortalContext, type PortalContextValue } from "./routing/portal-context.tsx";

/** The booted portal: brand theme, language, SDK runtime and the router, in that order of providers. */
export function App({
  router,
  runtime,
  portal,
}: {
  readonly router: PortalRouter;
  readonly runtime: SignInRuntime;
  readonly portal: PortalContextValue;
}) {
  // Derived once, before the first render: a brand applied late would flash the default brand first.
  const theme = useMemo(() => createTheme(portal.brand), [portal.brand]);
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
