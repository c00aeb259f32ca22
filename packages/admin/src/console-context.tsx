import type { Brand } from "@gse/brand-kit";
import { createContext, useContext } from "react";

/** What the portal hands the console besides the SDK's runtime: the active brand (logo, name, language key). */
export interface ConsoleContextValue {
  readonly brand: Brand;
}

export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value)
    throw new Error("useConsole: rendered outside <ConsoleApp>; the portal mounts the console through it");
  return value;
}
