import type { MenuItem } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { contentChanged, recordToSave, removedItems, savedContent, savedMessage } from "./menu-drafts.ts";

const item: MenuItem = {
  name: "Inicio",
  key: "aaaaaaaaaa",
  privilege: ["P"],
  isFunction: true,
  functionName: "home",
  url: "",
  description: "",
  isActivate: true,
  sizeIcon: "24px",
  iconName: "home",
  isPersonalizedIcon: false,
  children: [],
};

describe("a tab's draft against its saved menu (spec §3, §4, §8)", () => {
  it("reads no record yet as an empty menu, to be created with id 0", () => {
    expect(savedContent(1, null)).toEqual({ kind: "tree", items: [] });
    expect(savedContent(4, null)).toEqual({ kind: "tiles", tiles: [] });
    expect(recordToSave(2, 7, null, { kind: "tree", items: [item] })).toEqual({
      id: 0,
      idapplication: 7,
      idmenulocation: 2,
      numberRows: 0,
      menujson: JSON.stringify([item]),
    });
  });
  it("modifies a saved menu by its id, numberRows 4 at the tile location", () => {
    const saved = { id: 12, idapplication: 7, idmenulocation: 4 as const, numberRows: 4, menujson: "[]" };
    expect(recordToSave(4, 7, saved, { kind: "tiles", tiles: [] })).toMatchObject({ id: 12, numberRows: 4 });
  });
  it("has changes only when the draft differs from what was saved", () => {
    const saved = savedContent(1, {
      id: 1,
      idapplication: 7,
      idmenulocation: 1,
      numberRows: 0,
      menujson: JSON.stringify([item]),
    });
    expect(contentChanged(undefined, saved)).toBe(false);
    expect(contentChanged({ kind: "tree", items: [item] }, saved)).toBe(false);
    expect(contentChanged({ kind: "tree", items: [{ ...item, name: "Casa" }] }, saved)).toBe(true);
  });
  it("says saved for a new menu and modified for an existing one", () => {
    expect(savedMessage(0)).toBe("¡Menú guardado exitosamente!");
    expect(savedMessage(3)).toBe("¡Menú modificado exitosamente!");
  });

  it("counts as removed only the saved menu's items a save leaves out, children included", () => {
    const child = { ...item, name: "Hijo", key: "cccccccccc" };
    const parent = { ...item, name: "Padre", key: "bbbbbbbbbb", children: [child] };
    const saved = { kind: "tree", items: [item, parent] } as const;
    expect(removedItems(saved, { kind: "tree", items: [parent, item] })).toBe(0);
    expect(removedItems(saved, { kind: "tree", items: [{ ...parent, children: [] }] })).toBe(2);
    const added = { ...item, name: "Nuevo", key: "dddddddddd" };
    expect(removedItems({ kind: "tree", items: [] }, { kind: "tree", items: [added] })).toBe(0);
  });
});
