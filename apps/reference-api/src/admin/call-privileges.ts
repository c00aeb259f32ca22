import { AdminApi } from "@gse/contract";
import type { Context } from "hono";
import type { Endpoint } from "../routes/route.ts";
import { AdminPrivilege, type AdminPrivilegeName } from "./admin-privileges.ts";

/** What a call needs beyond a valid session: "session" alone, or any one of these privileges. */
export type Need = "session" | readonly AdminPrivilegeName[];

/** Who makes an administration call, from their session token. */
export interface Caller {
  readonly userId: string;
  readonly privileges: readonly string[];
  /** The applications the user may use (the token's APPS). */
  readonly apps: readonly string[];
}

const {
  usersRead,
  usersWrite,
  privilegesRead,
  privilegesWrite,
  rolesRead,
  rolesWrite,
  appsRead,
  appsWrite,
  menusRead,
  menusWrite,
  notificationsRead,
  notificationsWrite,
  brandsManage,
} = AdminPrivilege;
// The OTP-reset confirmation (ValidateOtpMail) is not here: its emailed token is its own credential, and the
// page opens from the mail whether or not a session exists (sign-in spec §2: /resetotp is always open).
const { menu, user, privilege, role, application, notification, brand } = AdminApi;

/**
 * Every administration call and the privilege it needs (a session holding any one listed passes). Lists read by
 * several screens name each screen's privilege: the role card lists privileges, the user form lists roles and
 * the menu item form lists privileges. A call missing here is not an administration call and is not checked.
 */
const table: readonly (readonly [Endpoint, Need | ((c: Context, caller: Caller) => Need)])[] = [
  // Everyone gets their own menu; another user's list, or every menu, is for menu administrators.
  [menu.getMenuByUser, "session"],
  [menu.list, (c, caller) => (c.req.header("userid") === caller.userId ? "session" : [menusRead])],
  [menu.getMenuByApp, [menusRead]],
  [menu.create, [menusWrite]],
  [menu.modify, [menusWrite]],
  [menu.uploadImage, [menusWrite]],
  [user.create, [usersWrite]],
  [user.modify, [usersWrite]],
  [user.inactivate, [usersWrite]],
  [user.delete, [usersWrite]],
  [user.activateDeleted, [usersWrite]],
  [user.exists, [usersRead]],
  [user.getById, [usersRead]],
  [user.list, [usersRead]],
  [user.types, [usersRead]],
  [user.countries, [usersRead]],
  [user.customersByUser, [usersRead]],
  [user.customers, [usersRead]],
  [user.countRolesByUser, [usersRead]],
  [privilege.list, [privilegesRead, rolesRead, menusRead]],
  [privilege.create, [privilegesWrite]],
  [privilege.modify, [privilegesWrite]],
  [privilege.applications, [privilegesRead]],
  [role.list, [rolesRead, usersRead]],
  [role.create, [rolesWrite]],
  [role.modify, [rolesWrite]],
  [role.applications, [rolesRead]],
  [application.list, [appsRead]],
  [application.create, [appsWrite]],
  [application.modify, [appsWrite]],
  [application.forMenus, [menusRead]],
  [application.forNotifications, [notificationsRead]],
  [notification.list, [notificationsRead]],
  [notification.create, [notificationsWrite]],
  [notification.modify, [notificationsWrite]],
  [notification.delete, [notificationsWrite]],
  [notification.subjectsByTemplate, [notificationsRead]],
  [notification.templatesByApps, [notificationsRead]],
  [brand.list, [brandsManage]],
  [brand.preview, [brandsManage]],
  [brand.rollback, [brandsManage]],
];

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

const byCall = new Map(table.map(([endpoint, need]) => [keyOf(endpoint.method, endpoint.path), need]));

/** What the call at `method path` needs, or undefined when it is not an administration call. */
export function needOf(
  method: string,
  path: string,
): Need | ((c: Context, caller: Caller) => Need) | undefined {
  return byCall.get(keyOf(method, path));
}

/** Every administration call, for the tests that check each one refuses without a session. */
export const administrationCalls: readonly Endpoint[] = table.map(([endpoint]) => endpoint);
