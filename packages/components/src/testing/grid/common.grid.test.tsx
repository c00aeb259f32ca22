import { describeFamilyGrid } from "./family-grid.ts";

await describeFamilyGrid("common");
