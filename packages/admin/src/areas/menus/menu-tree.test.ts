import { type MenuItem, parseMenuJson } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  buildTree,
  canDelete,
  deleteLeaf,
  flattenTree,
  joinSections,
  moveItem,
  newItemKey,
  projectDrop,
  serialiseTree,
  setActivation,
  splitSections,
  treeChanged,
  upsertItem,
} from "./menu-tree.ts";

const item = (name: string, children: MenuItem[] = [], isActivate = true): MenuItem => ({
  name,
  key: name,
  privilege: ["P"],
  isFunction: true,
  functionName: "home",
  url: "",
  description: "",
  isActivate,
  sizeIcon: "24px",
  iconName: "",
  isPersonalizedIcon: false,
  children,
});

/** The tree as an outline: "A(B C)" reads A with children B and C. */
const outline = (items: readonly MenuItem[]): string =>
  items
    .map((entry) => (entry.children.length ? `${entry.name}(${outline(entry.children)})` : entry.name))
    .join(" ");
const active = (items: readonly MenuItem[]): string[] =>
  flattenTree(items)
    .filter((entry) => entry.item.isActivate)
    .map((entry) => entry.key);

// A(B C) D E
const tree = [item("A", [item("B"), item("C")]), item("D"), item("E")];

describe("the menu tree (spec §2 'Menu editors', §4 'Menu items')", () => {
  it("flattens into reading order with depths and parents, and builds back the same tree", () => {
    const flat = flattenTree(tree);
    expect(flat.map((entry) => [entry.key, entry.depth, entry.parentKey])).toEqual([
      ["A", 0, null],
      ["B", 1, "A"],
      ["C", 1, "A"],
      ["D", 0, null],
      ["E", 0, null],
    ]);
    expect(buildTree(flat)).toEqual(tree);
  });

  describe("reorder and re-parent by drag and drop", () => {
    it("moves an item down among its siblings", () => {
      expect(outline(moveItem(tree, "D", "E", 0))).toBe("A(B C) E D");
    });
    it("moves an item with its children", () => {
      expect(outline(moveItem(tree, "A", "E", 0))).toBe("D E A(B C)");
    });
    it("makes an item the child of the one above it when dragged one step right", () => {
      expect(outline(moveItem(tree, "E", "E", 1))).toBe("A(B C) D(E)");
    });
    it("takes a child out to the roots when dragged left", () => {
      expect(outline(moveItem(tree, "C", "C", -1))).toBe("A(B) C D E");
    });
    it("never goes deeper than one below the item above it, nor shallower than the item after it", () => {
      expect(projectDrop(tree, "D", "D", 5)).toEqual({ depth: 2, parentKey: "C", previousKey: "C" });
      expect(projectDrop(tree, "B", "B", -3)).toEqual({ depth: 1, parentKey: "A", previousKey: "A" });
      expect(projectDrop(tree, "A", "A", 2)).toEqual({ depth: 0, parentKey: null, previousKey: null });
    });
    it("leaves the tree as it was for an unknown target", () => {
      expect(outline(moveItem(tree, "A", "Z", 0))).toBe("A(B C) D E");
    });
    it("marks an item inactive when it is dropped under an inactive parent", () => {
      const dimmed = [item("A", [], false), item("B")];
      expect(active(moveItem(dimmed, "B", "B", 1))).toEqual([]);
    });
  });

  describe("the switch activates or deactivates at once", () => {
    it("deactivating a parent deactivates its children (spec §3)", () => {
      expect(active(setActivation(tree, "A", false))).toEqual(["D", "E"]);
    });
    it("activating a parent activates its children again", () => {
      expect(active(setActivation(setActivation(tree, "A", false), "A", true))).toEqual([
        "A",
        "B",
        "C",
        "D",
        "E",
      ]);
    });
    it("a child cannot be active under an inactive parent", () => {
      expect(active(setActivation(setActivation(tree, "A", false), "B", true))).toEqual(["D", "E"]);
    });
  });

  describe("delete only for items without children", () => {
    it("offers delete for a leaf and not for a parent", () => {
      expect(canDelete(tree[0] as MenuItem)).toBe(false);
      expect(canDelete(item("D"))).toBe(true);
    });
    it("removes a leaf anywhere in the tree", () => {
      expect(outline(deleteLeaf(tree, "B"))).toBe("A(C) D E");
      expect(outline(deleteLeaf(tree, "E"))).toBe("A(B C) D");
    });
    it("leaves an item with children in place", () => {
      expect(outline(deleteLeaf(tree, "A"))).toBe("A(B C) D E");
    });
  });

  it("adds a new item at the end and edits one in place, keeping its children", () => {
    expect(outline(upsertItem(tree, item("F")))).toBe("A(B C) D E F");
    const renamed = upsertItem(tree, { ...item("A"), name: "Inicio" });
    expect(outline(renamed)).toBe("Inicio(B C) D E");
  });

  describe("unsaved changes, by comparing with the saved menu", () => {
    const saved = parseMenuJson(serialiseTree(tree));
    it("sees no change in the tree as loaded", () => {
      expect(treeChanged(tree, saved)).toBe(false);
    });
    it("sees an add, an edit and a reorder", () => {
      expect(treeChanged(upsertItem(tree, item("F")), saved)).toBe(true);
      expect(treeChanged(upsertItem(tree, { ...item("D"), description: "x" }), saved)).toBe(true);
      expect(treeChanged(moveItem(tree, "D", "E", 0), saved)).toBe(true);
    });
    it("sees no change after an edit is undone", () => {
      expect(treeChanged(moveItem(moveItem(tree, "D", "E", 0), "D", "E", 0), saved)).toBe(false);
    });
  });

  it("serialises menujson as the tree's JSON text without the display title", () => {
    const titled = [{ ...item("A", [{ ...item("B"), title: "B" } as MenuItem]), title: "A" } as MenuItem];
    const json = serialiseTree(titled);
    expect(json).not.toContain("title");
    expect(parseMenuJson(json)).toEqual([item("A", [item("B")])]);
  });

  it("makes item keys of 10 random characters", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newItemKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(newItemKey((bytes) => bytes.fill(0))).toBe("AAAAAAAAAA");
  });

  it("splits the user menu into Sección aplicación (1) and Sección usuario (0) and joins them back", () => {
    const user = [
      { ...item("Perfil"), section: 0 as const },
      { ...item("Ayuda"), section: 1 as const },
    ];
    const { application, user: own } = splitSections(user);
    expect(application.map((entry) => entry.name)).toEqual(["Ayuda"]);
    expect(own.map((entry) => entry.name)).toEqual(["Perfil"]);
    expect(joinSections(application, own).map((entry) => [entry.name, entry.section])).toEqual([
      ["Ayuda", 1],
      ["Perfil", 0],
    ]);
  });
});
