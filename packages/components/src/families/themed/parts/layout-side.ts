import type { PanelSide } from "./ThemedLayout.tsx";

/**
 * The two branded variants of the themed screens (spec §2, "Login screens"): the license app's certificate
 * tenants put the brand panel at the start, the other applications (inhibitory lists, self-service) at the
 * end. Chosen by the brand key's application, so a new tenant of either application needs no code.
 */
export function panelSide(brandKey: string): PanelSide {
  return brandKey.split("_")[0] === "license" ? "start" : "end";
}
