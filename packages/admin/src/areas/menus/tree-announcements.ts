import type { Announcements } from "@dnd-kit/core";
import type { MenuItem } from "@gse/contract";
import { flattenTree, projectDrop, visibleWhileDragging } from "./menu-tree.ts";

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** What the announcements need to know while a drag goes on; read through a getter, as it changes every move. */
export interface DragSnapshot {
  readonly items: readonly MenuItem[];
  readonly depthChange: number;
}

/**
 * The spoken announcements of a tree drag (dnd-kit's live region), in the console's language: what was taken,
 * where it would land (position among its siblings, level, parent), where it was dropped, or that it went back.
 */
export function treeAnnouncements(_: Translate, snapshot: () => DragSnapshot): Announcements {
  const nameOf = (key: string | number) =>
    flattenTree(snapshot().items).find((entry) => entry.key === String(key))?.item.name ?? String(key);
  const place = (activeKey: string | number, overKey: string | number | undefined): string | undefined => {
    if (overKey === undefined) return undefined;
    const { items, depthChange } = snapshot();
    const drop = projectDrop(items, String(activeKey), String(overKey), depthChange);
    if (!drop) return undefined;
    // The place in the list as it reads while dragging (the dragged item's children travel with it, unseen).
    const visible = visibleWhileDragging(flattenTree(items), String(activeKey));
    const where = {
      name: nameOf(activeKey),
      position: visible.findIndex((entry) => entry.key === String(overKey)) + 1,
      total: visible.length,
      level: drop.depth + 1,
    };
    return drop.parentKey === null
      ? _("{name}: posición {position} de {total}, nivel {level}, en el primer nivel del menú.", where)
      : _("{name}: posición {position} de {total}, nivel {level}, dentro de {parent}.", {
          ...where,
          parent: nameOf(drop.parentKey),
        });
  };
  let last: string | undefined;
  const once = (text: string | undefined) => {
    if (text === undefined || text === last) return undefined;
    last = text;
    return text;
  };
  return {
    onDragStart: ({ active }) => {
      last = undefined;
      return _("Tomaste {name}.", { name: nameOf(active.id) });
    },
    onDragMove: ({ active, over }) => once(place(active.id, over?.id)),
    onDragOver: ({ active, over }) => once(place(active.id, over?.id)),
    onDragEnd: ({ active, over }) => {
      const where = place(active.id, over?.id);
      return where
        ? _("Soltaste {place}", { place: where })
        : _("Soltaste {name}.", { name: nameOf(active.id) });
    },
    onDragCancel: ({ active }) =>
      _("Arrastre cancelado: {name} vuelve a su lugar.", { name: nameOf(active.id) }),
  };
}
