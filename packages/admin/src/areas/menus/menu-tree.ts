import { MENU_KEY_LENGTH, type MenuItem, MenuSection } from "@gse/contract";

// The tree editor's logic (spec §2 "Menu editors", §3 "Menu item", §4 "Menu items"), without React: the view
// drags and draws, these functions decide what a drop, a switch or a delete does to the tree.

/** One item of the tree in reading order, with where it sits: the drag list is flat, the menu is a tree. */
export interface FlatItem {
  readonly key: string;
  readonly parentKey: string | null;
  readonly depth: number;
  readonly item: MenuItem;
}

/** The tree in reading order (each item before its children), with depths and parents. */
export function flattenTree(
  items: readonly MenuItem[],
  parentKey: string | null = null,
  depth = 0,
): FlatItem[] {
  return items.flatMap((item) => [
    { key: item.key, parentKey, depth, item },
    ...flattenTree(item.children, item.key, depth + 1),
  ]);
}

/** The tree back from reading order and depths: an item belongs to the nearest shallower item before it. */
export function buildTree(flat: readonly Pick<FlatItem, "depth" | "item">[]): MenuItem[] {
  const roots: MenuItem[] = [];
  const open: { depth: number; children: MenuItem[] }[] = [];
  for (const { depth, item } of flat) {
    while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= depth) open.pop();
    const node: MenuItem = { ...item, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push({ depth, children: node.children });
  }
  return roots;
}

/** The item and everything under it: a contiguous run in reading order. */
function subtreeRange(flat: readonly FlatItem[], key: string): [start: number, end: number] {
  const start = flat.findIndex((entry) => entry.key === key);
  if (start < 0) return [-1, -1];
  const depth = flat[start]?.depth ?? 0;
  let end = start + 1;
  while (end < flat.length && (flat[end]?.depth ?? 0) > depth) end += 1;
  return [start, end];
}

/** What the drag list shows while `activeKey` is dragged: its children travel with it, out of sight. */
export function visibleWhileDragging(flat: readonly FlatItem[], activeKey: string | null): FlatItem[] {
  if (activeKey === null) return [...flat];
  const [start, end] = subtreeRange(flat, activeKey);
  return start < 0 ? [...flat] : [...flat.slice(0, start + 1), ...flat.slice(end)];
}

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  if (entry !== undefined) moved.splice(to, 0, entry);
  return moved;
}

/** Where a drop lands: the depth (0 a root item), its new parent, and the item it follows in reading order. */
export interface DropProjection {
  readonly depth: number;
  readonly parentKey: string | null;
  readonly previousKey: string | null;
}

/**
 * Where `activeKey` lands when dropped over `overKey` having moved `depthChange` indentation steps sideways
 * (re-parenting by depth): at most one deeper than the item it follows, at least as deep as the item after it.
 */
export function projectDrop(
  items: readonly MenuItem[],
  activeKey: string,
  overKey: string,
  depthChange: number,
): DropProjection | undefined {
  const visible = visibleWhileDragging(flattenTree(items), activeKey);
  const from = visible.findIndex((entry) => entry.key === activeKey);
  const to = visible.findIndex((entry) => entry.key === overKey);
  const active = visible[from];
  if (!active || to < 0) return undefined;
  const moved = arrayMove(visible, from, to);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.min(maxDepth, Math.max(minDepth, active.depth + depthChange));
  let parentKey: string | null = null;
  for (let index = to - 1; index >= 0 && depth > 0; index -= 1) {
    const candidate = moved[index];
    if (candidate && candidate.depth === depth - 1) {
      parentKey = candidate.key;
      break;
    }
  }
  return { depth, parentKey, previousKey: previous?.key ?? null };
}

/** Children of an inactive parent are inactive (spec §3): the rule holds after every change. */
export function inheritInactive(items: readonly MenuItem[], parentActive = true): MenuItem[] {
  return items.map((item) => {
    const isActivate = parentActive && item.isActivate;
    return { ...item, isActivate, children: inheritInactive(item.children, isActivate) };
  });
}

/**
 * The tree after dropping `activeKey` over `overKey` with `depthChange` steps sideways: the item moves with its
 * children, to the projected place and parent. A drop that lands nowhere leaves the tree as it was.
 */
export function moveItem(
  items: readonly MenuItem[],
  activeKey: string,
  overKey: string,
  depthChange: number,
): MenuItem[] {
  const projection = projectDrop(items, activeKey, overKey, depthChange);
  if (!projection) return [...items];
  const flat = flattenTree(items);
  const [start, end] = subtreeRange(flat, activeKey);
  const shift = projection.depth - (flat[start]?.depth ?? 0);
  const block = flat.slice(start, end).map((entry) => ({ ...entry, depth: entry.depth + shift }));
  const rest = [...flat.slice(0, start), ...flat.slice(end)];
  const at =
    projection.previousKey === null ? 0 : rest.findIndex((entry) => entry.key === projection.previousKey) + 1;
  return inheritInactive(buildTree([...rest.slice(0, at), ...block, ...rest.slice(at)]));
}

/** Maps the item `key` wherever it is in the tree. */
function mapItem(items: readonly MenuItem[], key: string, change: (item: MenuItem) => MenuItem): MenuItem[] {
  return items.map((item) =>
    item.key === key ? change(item) : { ...item, children: mapItem(item.children, key, change) },
  );
}

/** Sets `isActivate` of `item` and everything under it. */
const withActivation = (item: MenuItem, isActivate: boolean): MenuItem => ({
  ...item,
  isActivate,
  children: item.children.map((child) => withActivation(child, isActivate)),
});

/**
 * The switch (spec §4): activates or deactivates the item with everything under it. An item under an inactive
 * parent stays inactive: activate the parent first.
 */
export function setActivation(items: readonly MenuItem[], key: string, isActivate: boolean): MenuItem[] {
  return inheritInactive(mapItem(items, key, (item) => withActivation(item, isActivate)));
}

/** Delete is offered only for items without children (spec §4); an item with children stays. */
export const canDelete = (item: MenuItem): boolean => item.children.length === 0;

/** The tree without the leaf `key`; an item with children is not removed. */
export function deleteLeaf(items: readonly MenuItem[], key: string): MenuItem[] {
  return items.flatMap((item) =>
    item.key === key && canDelete(item) ? [] : [{ ...item, children: deleteLeaf(item.children, key) }],
  );
}

/** A new item goes at the end of the roots; an edited one keeps its place and its children. */
export function upsertItem(items: readonly MenuItem[], item: MenuItem): MenuItem[] {
  const exists = flattenTree(items).some((entry) => entry.key === item.key);
  if (!exists) return inheritInactive([...items, item]);
  return inheritInactive(mapItem(items, item.key, (old) => ({ ...item, children: old.children })));
}

/** The item as saved: its fields only, so a display title or any other view-only field is dropped (spec §3). */
function savedItem(item: MenuItem): MenuItem {
  return {
    name: item.name,
    key: item.key,
    privilege: [...item.privilege],
    isFunction: item.isFunction,
    functionName: item.functionName,
    url: item.url,
    description: item.description,
    isActivate: item.isActivate,
    sizeIcon: item.sizeIcon,
    iconName: item.iconName,
    isPersonalizedIcon: item.isPersonalizedIcon,
    children: item.children.map(savedItem),
    ...(item.menuLocation === undefined ? {} : { menuLocation: item.menuLocation }),
    ...(item.application === undefined ? {} : { application: item.application }),
    ...(item.section === undefined ? {} : { section: item.section }),
  };
}

/** `menujson`: the tree as JSON text, without the display title (spec §3). */
export const serialiseTree = (items: readonly MenuItem[]): string => JSON.stringify(items.map(savedItem));

/** Unsaved changes: the tree differs from the saved one field by field (spec §4), not by a flag set on edits. */
export const treeChanged = (current: readonly MenuItem[], saved: readonly MenuItem[]): boolean =>
  serialiseTree(current) !== serialiseTree(saved);

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new item's key: 10 random characters (spec §9), from the platform's cryptographic random source. */
export function newItemKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(MENU_KEY_LENGTH));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join("");
}

/** Location 3's two trees (spec §2): Sección aplicación (section 1) and Sección usuario (the rest). */
export function splitSections(items: readonly MenuItem[]): { application: MenuItem[]; user: MenuItem[] } {
  return {
    application: items.filter((item) => item.section === MenuSection.application),
    user: items.filter((item) => item.section !== MenuSection.application),
  };
}

/** The user menu's one list again, application section first, each item carrying its section. */
export const joinSections = (application: readonly MenuItem[], user: readonly MenuItem[]): MenuItem[] => [
  ...application.map((item) => ({ ...item, section: MenuSection.application })),
  ...user.map((item) => ({ ...item, section: MenuSection.user })),
];
