import { describeFamilyGrid } from "@gse/components/family-grid";
import * as kioskLogin from "./KioskLoginScreen.stories.tsx";

// The kiosk brand's row: every screen the family shows, its own login and common's, drawn in the kiosk's page
// and checked like every brand's. One state per screen: common's grid checks every state of the inherited ones.
await describeFamilyGrid("kiosk", { stories: [kioskLogin], firstStateOnly: true });
