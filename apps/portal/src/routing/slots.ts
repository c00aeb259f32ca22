import type { ScreenSlot } from "@gse/sdk";

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

/** Protected routes show the page shell; the administration console fills them later. */
export const shellRoutes = [
  "/home",
  "/users",
  "/privileges",
  "/roles",
  "/apps",
  "/menuSettings",
  "/notifications",
] as const;
