/**
 * The administration console's calls (administration spec §7), on the security service, grouped by area:
 * `AdminApi.user.list`, ... Apart from `Api`, and each a module export, so the login's first script carries
 * none of them: the console is loaded after sign-in, and so are these.
 */
export * as application from "./admin/application.ts";
export * as brand from "./admin/brand.ts";
export * as menu from "./admin/menu.ts";
export * as notification from "./admin/notification.ts";
export * as privilege from "./admin/privilege.ts";
export * as role from "./admin/role.ts";
export * as user from "./admin/user.ts";
