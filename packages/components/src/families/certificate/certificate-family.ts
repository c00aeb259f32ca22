import { defineFamily } from "@gse/sdk";
import { commonFamily } from "../common/common-family.ts";

/**
 * The certificate family (spec §2): the digital-signature and certificate service. Its own certificate login,
 * forgot password by certificate and the service's logout; every other screen (alert, resend, check email,
 * change password, the OIDC landing of 'Ingresar con', ...) is inherited from the common family.
 */
export const certificateFamily = defineFamily({
  name: "certificate",
  extends: commonFamily,
  screens: {
    login: () => import("./LoginScreen.tsx"),
    resetPasswordCertificate: () => import("./ResetPasswordCertificateScreen.tsx"),
    // The service's logout is the kit's, as common's (revoke, clear, back to login): the same screen, not a copy.
    logoutCredential: () => import("../../kit/LogoutView.tsx"),
  },
});
