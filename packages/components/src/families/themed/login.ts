// The themed family's login, imported statically by its brands' page (apps/portal/src/entries/themed.ts).

export { default as Layout } from "../../kit/themed/ThemedLayout.tsx";
export { default as LoginScreen } from "./LoginScreen.tsx";
export { themedFamily as family } from "./themed-family.ts";
