import type { ColorScheme } from "@gse/brand-kit";
import type { SignInRuntime } from "@gse/sdk";
import { StrictMode, useEffect } from "react";
import { App } from "./App.tsx";
import type { PortalRouter } from "./routing/location.tsx";
import type { PortalContextValue } from "./routing/portal-context.tsx";

export interface PortalRootProps {
  readonly router: PortalRouter;
  readonly runtime: SignInRuntime;
  readonly portal: PortalContextValue;
  /** The scheme chosen for the page, or undefined where the device decides (boot.ts). */
  readonly colorScheme?: ColorScheme | undefined;
  /**
   * Runs once the first render is committed (hydrated, where the server drew the page), after every screen's
   * own effects; may return a cleanup.
   */
  readonly onDrawn: () => (() => void) | undefined;
}

/**
 * The whole tree the page renders: the browser's first render and publishing's render in Node
 * (src/prerender/login-page.tsx) both mount exactly this, so the ids `useId` gives (labels, descriptions) and
 * every element agree, and the browser can hydrate the server's HTML instead of drawing it again.
 */
export function PortalRoot({ onDrawn, ...app }: PortalRootProps) {
  return (
    <StrictMode>
      <App {...app} />
      <Drawn then={onDrawn} />
    </StrictMode>
  );
}

/** Calls `then` from an effect: after those of the tree before it, the whole page's. */
function Drawn({ then }: { readonly then: () => (() => void) | undefined }) {
  useEffect(then, [then]);
  return null;
}
