import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { menuSettingsDefaults, menuSettingsSearchSchema } from "../areas/menus/menu-settings-search.ts";
import { rootRoute } from "./__root.tsx";

/**
 * /menuSettings: 'Ajustes de menú', the four menus' editors; the open menu and its application in the address
 * (`/menuSettings?tab=tiles&app=3`), so a reload or a shared link opens the same editor.
 */
export const menuSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/menuSettings",
  validateSearch: menuSettingsSearchSchema,
  // The side menu with no application chosen is `/menuSettings` alone.
  search: { middlewares: [stripSearchParams(menuSettingsDefaults)] },
  component: lazyRouteComponent(() => import("../areas/menus/MenuSettingsScreen.tsx"), "MenuSettingsScreen"),
});
