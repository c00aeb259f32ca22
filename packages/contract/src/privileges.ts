/**
 * The privileges the administration calls need (each call's `privilege`). They are reference data: the
 * reference API seeds them in every mode, assigns them in every application, and gives them to `demo` and to
 * the production administrator. The names keep the dotted form the sign-in tokens already carried; privileges
 * an administrator creates follow the spec's rule (letters, digits and underscore).
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
