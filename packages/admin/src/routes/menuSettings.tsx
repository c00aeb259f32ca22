import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

/** /menuSettings: 'Ajustes de menú', the four menus' editors. */
export const menuSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/menuSettings",
  component: lazyRouteComponent(() => import("../areas/menus/MenuSettingsScreen.tsx"), "MenuSettingsScreen"),
});
