/// <reference types="vite/client" />
import { brandKeys } from "virtual:gse-brands";
import { describeGrid, type StoriesModule, storyCells } from "@gse/components/review-grid";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../.storybook/preview.tsx";
import { consoleGridParts, consoleGridRows } from "./console-grid-parts.ts";

// Stories render with Storybook's own preview: the brand's head, theme and fonts, the catalog and the console's.
setProjectAnnotations(preview);

/** Every console story (pieces, shell, areas): a new screen's stories join the grid with no edit here. */
const consoleStories: readonly StoriesModule[] = Object.values(
  import.meta.glob<StoriesModule>("./**/*.stories.tsx", { eager: true }),
);

/**
 * The console is the same for every application, so every brand folder gets a row, whatever its family: a part
 * of the states per grid file, so the parts run at once in separate tabs. Its stories read the brand only through
 * the theme and the brand head, so each state is played once, in the first brand, and re-themed to every other
 * brand (checked against a fresh render in a sample of cells).
 */
export function describeConsoleGrid(part: number): void {
  const rows = brandKeys.map((key) => consoleStories.flatMap((module) => storyCells(module, key)));
  describeGrid(`console-${part + 1}-of-${consoleGridParts}`, brandKeys, consoleGridRows(part, rows), {
    sharedState: true,
  });
}
