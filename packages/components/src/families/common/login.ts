// The common family's login, imported statically by its brands' page (apps/portal/src/entries/common.ts).
export { commonFamily as family } from "./common-family.ts";
export { default as LoginScreen } from "./LoginScreen.tsx";
export { default as Layout } from "./parts/CardLayout.tsx";
