import type { ClientRect, DroppableContainer, UniqueIdentifier } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { fastClosestCenter } from "./tree-collision.ts";

/** Rects like @dnd-kit's measured ones: each read of top reads the page's scroll now (counted). */
function liveRects(tops: Record<string, number>, scroll: { y: number; reads: number }) {
  return new Map<UniqueIdentifier, ClientRect>(
    Object.entries(tops).map(([id, top]) => [
      id,
      {
        left: 0,
        width: 100,
        height: 40,
        get top() {
          scroll.reads += 1;
          return top - scroll.y;
        },
        get bottom() {
          return top - scroll.y + 40;
        },
        right: 100,
      },
    ]),
  );
}

const containers = (ids: string[]) => ids.map((id) => ({ id }) as DroppableContainer);
const at = (top: number): ClientRect => ({
  left: 0,
  top,
  width: 100,
  height: 40,
  right: 100,
  bottom: top + 40,
});

describe("the tree's collision detection", () => {
  it("finds the row whose centre is closest to the dragged row's, closest first", () => {
    const scroll = { y: 0, reads: 0 };
    const detect = fastClosestCenter();
    const droppableRects = liveRects({ a: 0, b: 44, c: 88 }, scroll);
    const found = detect({
      active: {} as never,
      collisionRect: at(80),
      droppableRects,
      droppableContainers: containers(["a", "b", "c"]),
      pointerCoordinates: null,
    });
    expect(found.map((collision) => collision.id)).toEqual(["c", "b", "a"]);
  });

  it("follows the page's scroll with one live read per move, not one per row", () => {
    const scroll = { y: 0, reads: 0 };
    const detect = fastClosestCenter();
    const droppableRects = liveRects({ a: 0, b: 44, c: 88, d: 132 }, scroll);
    const args = {
      active: {} as never,
      droppableRects,
      droppableContainers: containers(["a", "b", "c", "d"]),
      pointerCoordinates: null,
    };
    detect({ ...args, collisionRect: at(0) });
    scroll.y = 88;
    scroll.reads = 0;
    // Scrolled 88 px: row c is now where a was.
    const found = detect({ ...args, collisionRect: at(0) });
    expect(found[0]?.id).toBe("c");
    expect(scroll.reads).toBe(1);
  });
});
