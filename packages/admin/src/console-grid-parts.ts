/** A console grid cell as the parts see it: its brand, and its story as screen and state. */
interface Cell {
  readonly brandKey: string;
  readonly screen: string;
  readonly state: string;
}

/** How many grid files share the console's states: each file is a grid project of its own (vitest.workspace.ts), run side by side. */
export const consoleGridParts = 4;

const storyOf = (cell: Cell) => `${cell.screen} · ${cell.state}`;

/**
 * The rows of one part, a row per brand: every console state falls in exactly one part, by its place in the list
 * of states, and each part has every brand. Split by state rather than by brand, each state is played once in
 * the whole grid (a part plays its states in its first brand and re-themes them to the others); split by brand,
 * each part played every state again.
 */
export function consoleGridRows<C extends Cell>(
  part: number,
  rows: readonly (readonly C[])[],
): readonly (readonly C[])[] {
  const states = [...new Set(rows.flat().map(storyOf))];
  const inPart = new Set(states.filter((_, index) => index % consoleGridParts === part));
  return rows.map((row) => row.filter((cell) => inPart.has(storyOf(cell))));
}
