import type { ClientRect, CollisionDetection, UniqueIdentifier } from "@dnd-kit/core";

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * closestCenter over plain copies of the droppables' rects. @dnd-kit's measured rects read their scroll
 * containers' offsets on every property read, so closestCenter over a 500-item tree read the page's scroll
 * thousands of times per pointer move (most of a frame at the bench's 4x CPU slowdown). The copies are taken
 * once per measurement; the rows share their scroll containers, so one live rect gives the scroll since then.
 */
export function fastClosestCenter(): CollisionDetection {
  let source: ReadonlyMap<UniqueIdentifier, ClientRect> | undefined;
  let copies = new Map<UniqueIdentifier, Box>();
  return ({ collisionRect, droppableRects, droppableContainers }) => {
    if (source !== droppableRects) {
      source = droppableRects;
      copies = new Map(
        [...droppableRects].map(([id, rect]) => [
          id,
          { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
        ]),
      );
    }
    const [sampleId, sample] = copies.entries().next().value ?? [];
    const live = sampleId === undefined ? undefined : droppableRects.get(sampleId);
    const dx = live && sample ? live.left - sample.left : 0;
    const dy = live && sample ? live.top - sample.top : 0;
    const x = collisionRect.left + collisionRect.width / 2;
    const y = collisionRect.top + collisionRect.height / 2;
    const collisions = [];
    for (const droppableContainer of droppableContainers) {
      const box = copies.get(droppableContainer.id);
      if (!box) continue;
      const value = Math.hypot(box.left + dx + box.width / 2 - x, box.top + dy + box.height / 2 - y);
      collisions.push({ id: droppableContainer.id, data: { droppableContainer, value } });
    }
    return collisions.sort((a, b) => a.data.value - b.data.value);
  };
}
