import type { MenuLocation } from "@gse/contract";
import * as v from "valibot";

/** The editor tabs of 'Ajustes de menú', in order, as the address names them: each a menu location's name. */
export const menuTabs = [
  "side",
  "top",
  "user",
  "tiles",
] as const satisfies readonly (keyof typeof MenuLocation)[];
export type MenuTab = (typeof menuTabs)[number];

/** What /menuSettings's address holds: the open tab and the application whose menu it edits (0: none yet). */
export interface MenuSettingsSearch {
  readonly tab: MenuTab;
  readonly app: number;
}

export const menuSettingsDefaults: MenuSettingsSearch = { tab: "side", app: 0 };

/**
 * /menuSettings's search, parsed at the edge: an unknown tab opens the side menu, an application id that is not
 * a whole number from 1 opens none (the editor asks for one), rather than failing the route.
 */
export const menuSettingsSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(menuTabs), "side"), "side"),
  app: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), 0), 0),
});
