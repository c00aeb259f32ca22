import { defineFamily } from "@gse/sdk";

/**
 * The common family (spec §2): suite, license, invoicing, payroll, biometrics and confrontation, every screen
 * in one card on the brand's background. Each screen is its own chunk, loaded when its route is first visited.
 */
export const commonFamily = defineFamily({
  name: "common",
  layout: () => import("../../kit/CardLayout.tsx"),
  screens: {
    login: () => import("./LoginScreen.tsx"),
    resetPassword: () => import("./ResetPasswordScreen.tsx"),
    changePassword: () => import("./ChangePasswordScreen.tsx"),
    checkEmail: () => import("./CheckEmailScreen.tsx"),
    resendEmail: () => import("./ResendEmailScreen.tsx"),
    availableApps: () => import("./AvailableAppsScreen.tsx"),
    alert: () => import("./AlertScreen.tsx"),
    info: () => import("./InfoScreen.tsx"),
    invalidLink: () => import("./InvalidLinkScreen.tsx"),
    splash: () => import("./SplashScreen.tsx"),
    logout: () => import("./LogoutScreen.tsx"),
    error: () => import("./ErrorScreen.tsx"),
    sessionEnded: () => import("./SessionEndedScreen.tsx"),
    inactivity: () => import("./InactivityScreen.tsx"),
    notFound: () => import("./NotFoundScreen.tsx"),
    oidcCallback: () => import("./OidcCallbackScreen.tsx"),
    // /resetotp without the emailed link: every family's users reset their OTP here (sign-in spec §2).
    resetOtp: () => import("./ResetOtpScreen.tsx"),
    // /resetotp from the emailed link, on every brand: no family overrides it (administration spec §2).
    otpConfirmation: () => import("./OtpConfirmationScreen.tsx"),
  },
});
