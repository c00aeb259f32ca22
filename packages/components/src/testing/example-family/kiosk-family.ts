import { defineFamily } from "@gse/sdk";
import { commonFamily } from "../../families/common/common-family.ts";

/** A kiosk's family: its own login; every other screen is common's, and a slot neither has goes to /Login. */
export const kioskFamily = defineFamily({
  name: "kiosk",
  extends: commonFamily,
  screens: {
    login: () => import("./KioskLoginScreen.tsx"),
  },
});
