import { rootRoute } from "./__root.tsx";
import { appRoute } from "./apps.$appId.tsx";
import { appsRoute } from "./apps.tsx";
import { brandsRoute } from "./brands.tsx";
import { homeRoute } from "./home.tsx";
import { indexRoute } from "./index.tsx";
import { menuSettingsRoute } from "./menuSettings.tsx";
import { notificationRoute } from "./notifications.$notificationId.tsx";
import { notificationsRoute } from "./notifications.tsx";
import { privilegeRoute } from "./privileges.$privilegeId.tsx";
import { privilegesRoute } from "./privileges.tsx";
import { roleRoute } from "./roles.$roleId.tsx";
import { rolesRoute } from "./roles.tsx";
import { userRoute } from "./users.$userId.tsx";
import { usersRoute } from "./users.tsx";

/**
 * The console's routes, one file each in this folder named for its path (`users.$userId.tsx` is /users/<id>):
 * the protected routes of administration spec §2, and beneath each list that opens records, its record's
 * address. Matching ignores case, as the public routes' does.
 */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  usersRoute.addChildren([userRoute]),
  privilegesRoute.addChildren([privilegeRoute]),
  rolesRoute.addChildren([roleRoute]),
  appsRoute.addChildren([appRoute]),
  menuSettingsRoute,
  brandsRoute,
  notificationsRoute.addChildren([notificationRoute]),
]);
