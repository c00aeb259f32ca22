import { defineFamily } from "@gse/sdk";
import { commonFamily } from "../common/common-family.ts";

/**
 * The themed family (spec §2): the license app's two certificate tenants and the inhibitory-lists app with
 * its tenants. Every screen, inherited ones included, is drawn in the themed layout: the brand panel on the
 * side the brand names. Its own login, reset and check-email screens, and common's info screen drawn for the
 * alert; every other slot (change password, resend, available apps, invalid link, ...) is common's.
 */
export const themedFamily = defineFamily({
  name: "themed",
  extends: commonFamily,
  layout: () => import("../../kit/themed/ThemedLayout.tsx"),
  screens: {
    login: () => import("./LoginScreen.tsx"),
    resetPassword: () => import("./ResetPasswordScreen.tsx"),
    checkEmail: () => import("./CheckEmailScreen.tsx"),
    alert: () => import("../../kit/InfoView.tsx"),
  },
});
