import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/** How far one level of the tree is indented, and how far a sideways drag must go to change level. */
export const INDENT_PX = 32;

/**
 * Keyboard dragging for the tree: up and down move to the previous or next item (dnd-kit's sortable
 * coordinates), keeping the sideways offset already made; right and left move one level in or out.
 */
export const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates, active, context } = args;
  if (event.code === "ArrowRight" || event.code === "ArrowLeft") {
    event.preventDefault();
    const step = event.code === "ArrowRight" ? INDENT_PX : -INDENT_PX;
    return { x: currentCoordinates.x + step, y: currentCoordinates.y };
  }
  const next = sortableKeyboardCoordinates(event, args);
  const initialLeft = context.active?.rect.current.initial?.left;
  if (!next || initialLeft === undefined || active === null) return next;
  return { x: next.x + (currentCoordinates.x - initialLeft), y: next.y };
};
