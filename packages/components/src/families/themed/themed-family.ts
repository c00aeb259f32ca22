import { defineFamily } from "@gse/sdk";
import { commonFamily } from "../common/common-family.ts";

/**
 * The themed family (spec §2): the license app's two certificate tenants and the inhibitory-lists app with
 * its tenants. Its own login, reset, change-password and check-email screens, and the info screen drawn for
 * the alert too; every other slot (resend, available apps, invalid link, ...) is common's.
 */
export const themedFamily = defineFamily({
  name: "themed",
  extends: commonFamily,
  screens: {
    login: () => import("./LoginScreen.tsx"),
    resetPassword: () => import("./ResetPasswordScreen.tsx"),
    changePassword: () => import("./ChangePasswordScreen.tsx"),
    checkEmail: () => import("./CheckEmailScreen.tsx"),
    alert: () => import("./InfoScreen.tsx"),
    info: () => import("./InfoScreen.tsx"),
  },
});
