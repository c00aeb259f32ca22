// The self-service family's login, imported statically by its brands' page (apps/portal/src/entries/self-service.ts).

export { default as Layout } from "../../kit/themed/ThemedLayout.tsx";
export { default as LoginScreen } from "./LoginScreen.tsx";
export { selfServiceFamily as family } from "./self-service-family.ts";
