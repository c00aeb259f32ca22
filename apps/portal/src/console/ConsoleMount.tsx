import { Spinner } from "@gse/components";
import { i18n, isLanguage } from "@gse/sdk";
import { lazy, Suspense } from "react";
import { useTheme } from "styled-components";
import { usePortalHistory } from "../routing/location.tsx";
import { usePortal } from "../routing/portal-context.tsx";

// The console (its router, TanStack Query, screens and texts) loads after sign-in, never with the login page:
// scripts/login-budget.test.ts fails when any of it reaches the login's first load.
const LazyConsole = lazy(async () => {
  const admin = await import("@gse/admin");
  await admin.loadConsoleCatalog(isLanguage(i18n.locale) ? i18n.locale : "es");
  return { default: admin.ConsoleApp };
});

/**
 * The protected routes' page: the administration console over the portal's history. One element for every
 * protected path, so moving between them keeps the console (its router and cache) mounted.
 */
export function ConsoleMount() {
  const { brand } = usePortal();
  const history = usePortalHistory();
  return (
    <Suspense fallback={<SigningIn />}>
      <LazyConsole history={history} brand={brand} />
    </Suspense>
  );
}

/**
 * The signed-in moment while the console loads: the brand's spinner on the brand's page, not a bare
 * background. Inline styles: a styled component would add its CSS to the login's first script.
 */
function SigningIn() {
  const { page } = useTheme();
  return (
    <div style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: page.background }}>
      <Spinner />
    </div>
  );
}
