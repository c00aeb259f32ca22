import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { MenuItem } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import {
  canDelete,
  flattenTree,
  moveItem,
  projectDrop,
  setActivation,
  visibleWhileDragging,
} from "./menu-tree.ts";
import { TreeList, TreeRow } from "./TreeRow.tsx";
import { treeAnnouncements } from "./tree-announcements.ts";
import { fastClosestCenter } from "./tree-collision.ts";
import { INDENT_PX, treeKeyboardCoordinates } from "./tree-keyboard.ts";
import { rowsToDraw, TREE_OVERSCAN, TREE_ROW_ESTIMATE_PX, TREE_ROW_GAP_PX } from "./tree-window.ts";

/**
 * A dragged parent's children leave the list while it is dragged (they move with it), so the rows below move
 * up: measure the droppables again whenever the list changes, not only when the drag starts, or the rows keep
 * their old places and overlap (the @dnd-kit tree example does the same).
 */
const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

const estimateSize = () => TREE_ROW_ESTIMATE_PX;

/**
 * The tree scrolls in a box of its own, and only the rows in (or near) view are drawn: a short menu shows whole,
 * a 500-item one takes most of the screen and scrolls, and a drag (or a keyboard move, or dnd-kit's auto-scroll
 * near an edge) scrolls it. The padding keeps the handles' focus rings inside the box.
 */
const Viewport = styled.div`
  max-height: 65vh;
  overflow-y: auto;
  padding: 4px;
`;

export interface SortableTreeProps {
  readonly items: readonly MenuItem[];
  /** The tree's accessible name (Sección aplicación, or the tab's menu). */
  readonly label: string;
  /** A drop or a switch: the new tree (the editor compares it with the saved one). */
  readonly onChange: (items: MenuItem[]) => void;
  readonly onEdit: (item: MenuItem) => void;
  readonly onDelete: (item: MenuItem) => void;
  /** Stories: start as if `key` were being dragged. */
  readonly initialDrag?: string | undefined;
}

/**
 * A menu tree to reorder and re-parent by drag and drop (@dnd-kit): mouse, touch (a press of 200 ms, so a swipe
 * still scrolls) and keyboard (space to take, arrows up and down to move, right and left to change level, space
 * to drop, Escape to cancel), each move announced in words. Only the rows in view are drawn (a long menu
 * scrolls in its box), so a drag costs the same on 10 items as on 500.
 */
export function SortableTree({ items, label, onChange, onEdit, onDelete, initialDrag }: SortableTreeProps) {
  const { _ } = useLingui();
  const [activeKey, setActiveKey] = useState<string | null>(initialDrag ?? null);
  const [overKey, setOverKey] = useState<string | null>(initialDrag ?? null);
  // Steps, not pixels: a drag re-renders the tree only when the level it would drop at changes.
  const [depthChange, setDepthChange] = useState(0);
  const flat = useMemo(() => flattenTree(items), [items]);
  const visible = useMemo(() => visibleWhileDragging(flat, activeKey), [flat, activeKey]);
  // Every key, drawn or not: dnd-kit's sortable places a drawn row by its index among all of them.
  const visibleKeys = useMemo(() => visible.map((entry) => entry.key), [visible]);
  const projection =
    activeKey !== null && overKey !== null ? projectDrop(items, activeKey, overKey, depthChange) : undefined;

  const snapshot = useRef({ items, depthChange });
  snapshot.current = { items, depthChange };
  const announcements = useMemo(() => treeAnnouncements(_, () => snapshot.current), [_]);

  const collisionDetection = useMemo(fastClosestCenter, []);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const reset = () => {
    setActiveKey(null);
    setOverKey(null);
    setDepthChange(0);
  };
  const drop = ({ active, over }: DragEndEvent) => {
    reset();
    if (over) onChange(moveItem(items, String(active.id), String(over.id), depthChange));
  };
  const parentActive = useMemo(
    () => new Map(flat.map((entry) => [entry.key, entry.item.isActivate])),
    [flat],
  );
  // Stable across renders, so a drag re-renders only the rows whose props change.
  const latest = useRef({ items, onChange, onEdit, onDelete });
  latest.current = { items, onChange, onEdit, onDelete };
  const rowActions = useMemo(
    () => ({
      toggle: (key: string, isActivate: boolean) =>
        latest.current.onChange(setActivation(latest.current.items, key, isActivate)),
      edit: (item: MenuItem) => latest.current.onEdit(item),
      remove: (item: MenuItem) => latest.current.onDelete(item),
    }),
    [],
  );

  const viewport = useRef<HTMLDivElement>(null);
  const activeIndex = activeKey === null ? -1 : visibleKeys.indexOf(activeKey);
  const rangeExtractor = useCallback(
    (range: Parameters<typeof rowsToDraw>[0]) => rowsToDraw(range, activeIndex),
    [activeIndex],
  );
  const rows = useVirtualizer({
    count: visible.length,
    getScrollElement: () => viewport.current,
    estimateSize,
    getItemKey: useCallback((index: number) => visible[index]?.key ?? index, [visible]),
    gap: TREE_ROW_GAP_PX,
    overscan: TREE_OVERSCAN,
    rangeExtractor,
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={measuring}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: _(
            "Para mover un ítem pulsa espacio o Enter en su asa; las flechas arriba y abajo lo mueven, derecha e izquierda cambian su nivel; espacio o Enter lo sueltan y Escape cancela.",
          ),
        },
      }}
      onDragStart={({ active }) => {
        setActiveKey(String(active.id));
        setOverKey(String(active.id));
      }}
      onDragMove={({ delta }) => setDepthChange(Math.round(delta.x / INDENT_PX))}
      onDragOver={({ over }) => setOverKey(over ? String(over.id) : null)}
      onDragEnd={drop}
      onDragCancel={reset}
    >
      <SortableContext items={visibleKeys} strategy={verticalListSortingStrategy}>
        <Viewport ref={viewport}>
          <TreeList aria-label={label} style={{ height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((row) => {
              const entry = visible[row.index];
              if (!entry) return null;
              return (
                <TreeRow
                  key={entry.key}
                  index={row.index}
                  setSize={visible.length}
                  top={row.start}
                  measure={rows.measureElement}
                  item={entry.item}
                  depth={entry.depth}
                  projectedDepth={entry.key === activeKey ? projection?.depth : undefined}
                  switchable={entry.parentKey === null || parentActive.get(entry.parentKey) !== false}
                  deletable={canDelete(entry.item)}
                  actions={rowActions}
                />
              );
            })}
          </TreeList>
        </Viewport>
      </SortableContext>
    </DndContext>
  );
}
