/**
 * The privileges the administration calls need (see call-privileges.ts). They are reference data: seeded in
 * every mode, assigned in every application, and held by `demo` and by the production administrator.
 * The names keep the dotted form the sign-in tokens already carried; privileges an administrator creates
 * follow the spec's rule (letters, digits and underscore).
 */
export const AdminPrivilege = {
  usersRead: "users.read",
  usersWrite: "users.write",
  privilegesRead: "privileges.read",
  privilegesWrite: "privileges.write",
  rolesRead: "roles.read",
  rolesWrite: "roles.write",
  appsRead: "apps.read",
  appsWrite: "apps.write",
  menusRead: "menus.read",
  menusWrite: "menus.write",
  notificationsRead: "notifications.read",
  notificationsWrite: "notifications.write",
  otpReset: "otp.reset",
  brandsManage: "brands.manage",
} as const;

export type AdminPrivilegeName = (typeof AdminPrivilege)[keyof typeof AdminPrivilege];

export const adminPrivilegeNames: readonly AdminPrivilegeName[] = Object.values(AdminPrivilege);
