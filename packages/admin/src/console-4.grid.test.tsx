import { describeConsoleGrid } from "./console-grid.ts";

describeConsoleGrid(3);
