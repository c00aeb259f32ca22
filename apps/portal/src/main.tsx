import { createEarlyFetch, createSignInRuntime, unregisterServiceWorkers } from "@gse/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { bootPortal } from "./boot/boot.ts";
import { browserEnvironment } from "./environment.ts";
import { familyRegistry } from "./family-registry.ts";
import { createPortalRouter } from "./router.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html: #root: expected the mount element, got nothing");
const root = createRoot(container);

void unregisterServiceWorkers(navigator.serviceWorker);

const early = createEarlyFetch(window.fetch.bind(window));
const booted = await bootPortal({
  fetch: window.fetch.bind(window),
  early,
  pageUrl: window.location.href,
  document,
  localStorage: window.localStorage,
  families: familyRegistry,
});

if (!booted.ok) {
  // Loaded only when the boot fails: a deployment's error page costs the login's first script nothing.
  const { BootErrorScreen } = await import("./boot/BootErrorScreen.tsx");
  root.render(<BootErrorScreen problem={booted.problem} />);
} else {
  const router = createPortalRouter();
  const runtime = createSignInRuntime(
    browserEnvironment({
      config: booted.config,
      application: booted.application,
      tenant: booted.tenant,
      tenantLanguage: booted.brand.tenantLanguage,
      router: () => router,
      fetch: early.fetch,
      prefetched: { loginParameters: booted.loginParameters },
    }),
  );
  root.render(
    <StrictMode>
      <App
        router={router}
        runtime={runtime}
        portal={{
          brand: booted.brand,
          brandKey: booted.brandKey,
          family: booted.family,
        }}
      />
    </StrictMode>,
  );
}
