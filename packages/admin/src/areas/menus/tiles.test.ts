import type { TileItem } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { deleteTile, serialiseTiles, swapTiles, tilesChanged, upsertTile } from "./tiles.ts";

const tile = (key: string): TileItem => ({
  name: key,
  key,
  urlLanding: `https://${key}.example.test`,
  urlApplication: "",
  description: "",
  isActivate: true,
  iconName: `/api/menu/images/${key}-light.svg`,
  iconNameDark: `/api/menu/images/${key}-dark.svg`,
});
const keys = (tiles: readonly TileItem[]) => tiles.map((entry) => entry.key).join(" ");
const tiles = [tile("a"), tile("b"), tile("c"), tile("d")];

describe("the tile menu (location 4, spec §4)", () => {
  it("swaps two tiles when one is dropped on the other, the others staying put", () => {
    expect(keys(swapTiles(tiles, "a", "c"))).toBe("c b a d");
    expect(keys(swapTiles(tiles, "d", "b"))).toBe("a d c b");
  });
  it("leaves the tiles as they were when dropped on itself or nowhere", () => {
    expect(keys(swapTiles(tiles, "a", "a"))).toBe("a b c d");
    expect(keys(swapTiles(tiles, "a", "z"))).toBe("a b c d");
  });
  it("adds a tile last, edits one in place, and deletes one", () => {
    expect(keys(upsertTile(tiles, tile("e")))).toBe("a b c d e");
    expect(upsertTile(tiles, { ...tile("b"), name: "Nómina" })[1]?.name).toBe("Nómina");
    expect(keys(deleteTile(tiles, "b"))).toBe("a c d");
  });
  it("sees a swap as an unsaved change, and swapping back as none", () => {
    expect(tilesChanged(swapTiles(tiles, "a", "c"), tiles)).toBe(true);
    expect(tilesChanged(swapTiles(swapTiles(tiles, "a", "c"), "a", "c"), tiles)).toBe(false);
    expect(JSON.parse(serialiseTiles(tiles))).toEqual(tiles);
  });
});
