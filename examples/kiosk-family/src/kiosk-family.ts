import { commonFamily } from "@gse/components";
import { defineFamily } from "@gse/sdk";

/**
 * A kiosk's family: its own page and its own login; every other screen is common's, drawn in the kiosk's
 * page, and a slot neither family has goes to /Login.
 */
export const kioskFamily = defineFamily({
  name: "kiosk",
  extends: commonFamily,
  layout: () => import("./KioskLayout.tsx"),
  screens: {
    login: () => import("./KioskLoginScreen.tsx"),
  },
});
