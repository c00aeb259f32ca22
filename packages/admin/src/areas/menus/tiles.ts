import type { TileItem } from "@gse/contract";

// The tile editor's logic (location 4, spec §2, §4): pure, like the tree's.

/** Dropping one tile onto another swaps their places (spec §4). */
export function swapTiles(tiles: readonly TileItem[], activeKey: string, overKey: string): TileItem[] {
  const from = tiles.findIndex((tile) => tile.key === activeKey);
  const to = tiles.findIndex((tile) => tile.key === overKey);
  if (from < 0 || to < 0 || from === to) return [...tiles];
  const swapped = [...tiles];
  [swapped[from], swapped[to]] = [tiles[to] as TileItem, tiles[from] as TileItem];
  return swapped;
}

/** A new tile goes last; an edited one keeps its place. */
export function upsertTile(tiles: readonly TileItem[], tile: TileItem): TileItem[] {
  return tiles.some((entry) => entry.key === tile.key)
    ? tiles.map((entry) => (entry.key === tile.key ? tile : entry))
    : [...tiles, tile];
}

export const deleteTile = (tiles: readonly TileItem[], key: string): TileItem[] =>
  tiles.filter((tile) => tile.key !== key);

/** The tile's fields only, in a fixed order, so comparing and saving see the same text. */
const savedTile = (tile: TileItem): TileItem => ({
  name: tile.name,
  key: tile.key,
  urlLanding: tile.urlLanding,
  urlApplication: tile.urlApplication,
  description: tile.description,
  isActivate: tile.isActivate,
  iconName: tile.iconName,
  iconNameDark: tile.iconNameDark,
});

/** The tile menu's `menujson`. */
export const serialiseTiles = (tiles: readonly TileItem[]): string => JSON.stringify(tiles.map(savedTile));

export const tilesChanged = (current: readonly TileItem[], saved: readonly TileItem[]): boolean =>
  serialiseTiles(current) !== serialiseTiles(saved);
