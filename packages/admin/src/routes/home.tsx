import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

/** /home: the greeting, the version label and the suite tiles. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/home",
  component: lazyRouteComponent(() => import("../areas/home/HomeScreen.tsx"), "HomeScreen"),
});
