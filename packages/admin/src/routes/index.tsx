import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

/** `/` once signed in: the home page, as /home. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() => import("../areas/home/HomeScreen.tsx"), "HomeScreen"),
});
