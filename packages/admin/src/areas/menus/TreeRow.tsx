import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { focusRing, touchTarget, visuallyHidden } from "@gse/components";
import type { MenuItem } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { memo, useCallback } from "react";
import styled from "styled-components";
import { Switch } from "../../pieces/Switch.tsx";
import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import { INDENT_PX } from "./tree-keyboard.ts";

/**
 * The tree's list, with its rows' look: styled once here rather than per row, because a drag re-renders every
 * row on each pointer move and 500 styled rows each working out their class took most of a frame. What
 * differs by row (its place, depth, half opacity, the drag's move) is inline style or a data attribute. Only
 * the rows in view are drawn (SortableTree), each placed at its own offset in a list as tall as the whole
 * tree.
 */
export const TreeList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  & > li {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    display: flex;
    /* A long name keeps its words whole: where it and the controls do not fit one line, the controls go under. */
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 2px 8px 2px 2px;
    border: 1px solid ${({ theme }) => theme.input.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.roles.surface};
    color: ${({ theme }) => theme.roles.text};
    z-index: 0;
  }
  & > li[data-dragging] {
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
    z-index: 1;
  }
`;

/**
 * The name is read whole on a phone (no ellipsis: a tooltip cannot be read by touch). A name that fits beside
 * the controls stays on their line; a longer one sends them under it and breaks between words. Only a single
 * word longer than the whole line breaks inside.
 */
const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  white-space: normal;
  overflow-wrap: break-word;
`;

/** The switch, edit and delete: at the line's end, beside the name or, when it needs the room, under it. */
const Controls = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

export const IconButton = styled.button`
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  padding: 0 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const Handle = styled(IconButton)`
  cursor: grab;
  /* Touch drags start here without scrolling the page. */
  touch-action: none;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface TreeRowProps {
  /** Its place in the list as drawn while dragging (0 first), and how many items that list holds. */
  readonly index: number;
  readonly setSize: number;
  /** Its offset from the list's top, in px: only the rows in view are drawn, each where it belongs. */
  readonly top: number;
  /** The virtualizer's measure: the row reports its height, so the rows below sit right under it. */
  readonly measure: (element: HTMLLIElement | null) => void;
  readonly item: MenuItem;
  readonly depth: number;
  /** While dragged: the level it would drop at (shown by the drag's own sideways move, kept for tests). */
  readonly projectedDepth?: number | undefined;
  /** False under an inactive parent: the child cannot be switched on alone. */
  readonly switchable: boolean;
  /** Only items without children offer delete (spec §4). */
  readonly deletable: boolean;
  /** The tree's actions, by item: one stable object for every row, so unchanged rows skip rendering. */
  readonly actions: TreeRowActions;
}

export interface TreeRowActions {
  readonly toggle: (key: string, isActivate: boolean) => void;
  readonly edit: (item: MenuItem) => void;
  readonly remove: (item: MenuItem) => void;
}

/**
 * One item of the tree editor: drag handle, icon, name, switch, edit and (for a leaf) delete.
 * useSortable re-renders every row on each pointer move of a drag (it reads the drag's context), so this outer
 * part holds only the hook and the row's box; the content below is memoised on props that a drag leaves alone
 * (the handle's attributes and listeners are memoised by @dnd-kit), which keeps a 500-item drag within a frame.
 */
export const TreeRow = memo(function TreeRow({
  index,
  setSize,
  top,
  measure,
  item,
  depth,
  projectedDepth,
  switchable,
  deletable,
  actions,
}: TreeRowProps) {
  const { _ } = useLingui();
  const roleDescription = _("ítem del menú, reordenable");
  const sortable = useSortable({ id: item.key, attributes: { roleDescription } });
  const { setNodeRef } = sortable;
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      measure(element);
    },
    [setNodeRef, measure],
  );
  return (
    <li
      ref={ref}
      // Only some rows are drawn: a screen reader still hears the item's place among all of them.
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-index={index}
      style={{
        top,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition ?? undefined,
        marginLeft: depth * INDENT_PX,
        // Spec §4: an inactive item is dimmed at half opacity.
        opacity: item.isActivate ? 1 : 0.5,
      }}
      data-dragging={sortable.isDragging || undefined}
      data-key={item.key}
      data-depth={depth}
      data-projected-depth={projectedDepth}
    >
      <RowContent
        item={item}
        depth={depth}
        switchable={switchable}
        deletable={deletable}
        actions={actions}
        handleRef={sortable.setActivatorNodeRef}
        handleAttributes={sortable.attributes}
        handleListeners={sortable.listeners}
      />
    </li>
  );
});

interface RowContentProps
  extends Omit<TreeRowProps, "projectedDepth" | "index" | "setSize" | "top" | "measure"> {
  readonly handleRef: (element: HTMLElement | null) => void;
  readonly handleAttributes: ReturnType<typeof useSortable>["attributes"];
  readonly handleListeners: ReturnType<typeof useSortable>["listeners"];
}

const RowContent = memo(function RowContent({
  item,
  depth,
  switchable,
  deletable,
  actions,
  handleRef,
  handleAttributes,
  handleListeners,
}: RowContentProps) {
  const { _ } = useLingui();
  return (
    <>
      <Handle
        type="button"
        ref={handleRef}
        {...handleAttributes}
        {...handleListeners}
        aria-label={_("Mover {name}", { name: item.name })}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
      <MenuIcon name={item.iconName} personalized={item.isPersonalizedIcon} size={item.sizeIcon} />
      <Name>
        {item.name}
        <Hidden>{_(", nivel {level}", { level: depth + 1 })}</Hidden>
      </Name>
      <Controls>
        <Switch
          checked={item.isActivate}
          disabled={!switchable}
          label={_("{name} activo", { name: item.name })}
          hideLabel
          onClick={() => actions.toggle(item.key, !item.isActivate)}
        />
        <IconButton
          type="button"
          aria-label={_("Editar {name}", { name: item.name })}
          onClick={() => actions.edit(item)}
        >
          <MenuIcon name="edit" />
        </IconButton>
        {deletable && (
          <IconButton
            type="button"
            aria-label={_("Eliminar {name}", { name: item.name })}
            onClick={() => actions.remove(item)}
          >
            <MenuIcon name="delete" />
          </IconButton>
        )}
      </Controls>
    </>
  );
});
