// The certificate family's login, imported statically by its brands' page (apps/portal/src/entries/certificate.ts).

export { default as Layout } from "../../kit/CardLayout.tsx";
export { certificateFamily as family } from "./certificate-family.ts";
export { default as LoginScreen } from "./LoginScreen.tsx";
