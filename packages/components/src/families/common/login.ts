// The common family's login, imported statically by its brands' page (apps/portal/src/entries/common.ts).

export { default as Layout } from "../../kit/CardLayout.tsx";
export { commonFamily as family } from "./common-family.ts";
export { default as LoginScreen } from "./LoginScreen.tsx";
