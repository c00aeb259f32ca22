import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root.tsx";

/** /brands: the brand store's brands and their revisions. */
export const brandsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/brands",
  component: lazyRouteComponent(() => import("../areas/brands/BrandsScreen.tsx"), "BrandsScreen"),
});
