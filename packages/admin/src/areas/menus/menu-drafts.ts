import {
  type MenuItem,
  MenuLocation,
  type MenuRecord,
  numberRowsFor,
  parseMenuJson,
  parseTileJson,
  type TileItem,
} from "@gse/contract";
import { serialiseTree, treeChanged } from "./menu-tree.ts";
import { serialiseTiles, tilesChanged } from "./tiles.ts";

// What the settings screen keeps per tab: the saved menu as loaded, and the edits not saved yet.

/** A location's menu as the editor holds it: a tree, or the tiles. */
export type MenuContent =
  | { readonly kind: "tree"; readonly items: readonly MenuItem[] }
  | { readonly kind: "tiles"; readonly tiles: readonly TileItem[] };

/** The saved menu's content; no record yet is an empty menu (it will be created with id 0). */
export function savedContent(location: MenuLocation, record: MenuRecord | null): MenuContent {
  const json = record?.menujson ?? "[]";
  return location === MenuLocation.tiles
    ? { kind: "tiles", tiles: parseTileJson(json) }
    : { kind: "tree", items: parseMenuJson(json) };
}

/** Unsaved changes: the draft differs from the saved content (spec §4). */
export function contentChanged(draft: MenuContent | undefined, saved: MenuContent): boolean {
  if (!draft) return false;
  if (draft.kind === "tree" && saved.kind === "tree") return treeChanged(draft.items, saved.items);
  if (draft.kind === "tiles" && saved.kind === "tiles") return tilesChanged(draft.tiles, saved.tiles);
  return true;
}

/** The body of Create (id 0) or Modify: the record with the draft as `menujson` (spec §3, §7). */
export function recordToSave(
  location: MenuLocation,
  idapplication: number,
  saved: MenuRecord | null,
  content: MenuContent,
): MenuRecord {
  return {
    id: saved?.id ?? 0,
    idapplication,
    idmenulocation: location,
    numberRows: numberRowsFor(location),
    menujson: content.kind === "tree" ? serialiseTree(content.items) : serialiseTiles(content.tiles),
  };
}

/** The success text of a save (spec §8): created when the id was 0, modified otherwise. */
export const savedMessage = (id: number) =>
  id === 0 ? "¡Menú guardado exitosamente!" : "¡Menú modificado exitosamente!";

const treeKeys = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.key, ...treeKeys(item.children ?? [])]);
const contentKeys = (content: MenuContent) =>
  content.kind === "tree" ? treeKeys(content.items) : content.tiles.map((tile) => tile.key);

/** How many items of the saved menu a save of `next` removes: a deletion is real only once saved. */
export function removedItems(saved: MenuContent, next: MenuContent): number {
  const kept = new Set(contentKeys(next));
  return contentKeys(saved).filter((key) => !kept.has(key)).length;
}
