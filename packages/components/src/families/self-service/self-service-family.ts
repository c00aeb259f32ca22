import { defineFamily } from "@gse/sdk";
import { themedFamily } from "../themed/themed-family.ts";

/**
 * The self-service family (spec §2): the self-service identity app and its country tenants. Its own login
 * (language selector, 'Ingresar con'), reset with the email's account lookup, the account picker, /absent
 * the layout, check email and the alert are the themed family's, and everything else
 * (the sign-in callback and the OTP reset among them) common's, drawn in the themed layout.
 */
export const selfServiceFamily = defineFamily({
  name: "self-service",
  extends: themedFamily,
  screens: {
    login: () => import("./LoginScreen.tsx"),
    resetPassword: () => import("./ResetPasswordScreen.tsx"),
    selectAccounts: () => import("./SelectAccountsScreen.tsx"),
    absent: () => import("./AbsentScreen.tsx"),
  },
});
