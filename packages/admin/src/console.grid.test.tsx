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

// The console is the same for every application, so every brand folder gets a row, whatever its family.
describeGrid(
  "console",
  brandKeys,
  brandKeys.map((key) => consoleStories.flatMap((module) => storyCells(module, key))),
);
