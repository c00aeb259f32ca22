/// <reference types="vite/client" />
import { brandKeys } from "virtual:gse-brands";
import { describeGrid, type StoriesModule, storyCells } from "@gse/components/review-grid";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../.storybook/preview.tsx";

// Stories render with Storybook's own preview: the brand's head, theme and fonts, the catalog and the console's.
setProjectAnnotations(preview);

/** Every console story (pieces, shell, areas): a new screen's stories join the grid with no edit here. */
const consoleStories: readonly StoriesModule[] = Object.values(
  import.meta.glob<StoriesModule>("./**/*.stories.tsx", { eager: true }),
);

/** How many grid files share the console's brands: each file is a grid project of its own (vitest.workspace.ts), run side by side. */
export const consoleGridParts = 3;

/** The brands of one part: every brand folder falls in exactly one part, by its place in the list. */
export function consoleGridBrands(part: number, keys: readonly string[] = brandKeys): readonly string[] {
  return keys.filter((_, index) => index % consoleGridParts === part);
}

/**
 * The console is the same for every application, so every brand folder gets a row, whatever its family: one
 * part of the brands per grid file, so the parts run at once in separate tabs. Its stories read the brand only
 * through the theme and the brand head, so each state is played once per part and re-themed to the part's other
 * brands (checked against a fresh render in a sample of cells).
 */
export function describeConsoleGrid(part: number): void {
  const keys = consoleGridBrands(part);
  describeGrid(
    `console-${part + 1}-of-${consoleGridParts}`,
    keys,
    keys.map((key) => consoleStories.flatMap((module) => storyCells(module, key))),
    { sharedState: true },
  );
}
