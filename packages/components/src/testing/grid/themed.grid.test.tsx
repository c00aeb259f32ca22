import { describeFamilyGrid } from "./family-grid.ts";

await describeFamilyGrid("themed");
