import { describeFamilyGrid } from "./family-grid.ts";

await describeFamilyGrid("self-service");
