import { protectedRoutes, type ScreenSlot } from "@gse/sdk";
import { samePath } from "./location.tsx";

/** The public routes of spec §2 and the family slot each one shows. Matching ignores case. */
export const publicSlotRoutes = {
  "/login": "login",
  "/resetpassword": "resetPassword",
  "/resetpasswordCertificate": "resetPasswordCertificate",
  "/changepassword": "changePassword",
  "/check-email": "checkEmail",
  "/resetotp": "resetOtp",
  "/alert": "alert",
  "/invalid-link": "invalidLink",
  "/availableapps": "availableApps",
  "/resendemail": "resendEmail",
  "/selectaccounts": "selectAccounts",
  "/absent": "absent",
  "/logout": "logout",
  "/logout-credential": "logoutCredential",
  "/signin-credential/callback": "oidcCallback",
} as const satisfies Record<string, ScreenSlot>;

/**
 * The protected routes of spec §2 (the SDK's list) show the page shell; the administration console fills them
 * later. `/` is left out: it is the login while signed out.
 */
export const shellRoutes = protectedRoutes.filter((route) => route !== "/");

/**
 * The slot a page load most likely shows first: its public route's, or the login for `/` and for every route
 * that sends a visitor without a session to /Login; none for the shell's routes.
 */
export function screenSlotOf(pathname: string): ScreenSlot | undefined {
  if (shellRoutes.some((route) => samePath(route, pathname))) return undefined;
  const entry = Object.entries(publicSlotRoutes).find(([route]) => samePath(route, pathname));
  return entry ? entry[1] : "login";
}
