import type { Brand } from "@gse/brand-kit";
import type { ScreenFamily } from "@gse/sdk";
import { createContext, useContext } from "react";

/** What boot decided for this page: the brand and its family. Fixed for the page's life. */
export interface PortalContextValue {
  readonly brand: Brand;
  readonly brandKey: string;
  readonly family: ScreenFamily;
}

export const PortalContext = createContext<PortalContextValue | undefined>(undefined);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error("usePortal: rendered outside the booted portal; mount it through <App>");
  return value;
}
