import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { focusRing, touchTarget, visuallyHidden } from "@gse/components";
import type { MenuItem } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { memo } from "react";
import styled from "styled-components";
import { Switch } from "../../pieces/Switch.tsx";
import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import { INDENT_PX } from "./tree-keyboard.ts";

const Row = styled.li<{ $depth: number; $inactive: boolean; $dragging: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  margin: 0 0 4px ${({ $depth }) => $depth * INDENT_PX}px;
  padding: 2px 8px 2px 2px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  /* Spec §4: an inactive item is dimmed at half opacity. */
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
  box-shadow: ${({ $dragging }) => ($dragging ? "0 4px 12px rgb(0 0 0 / 0.25)" : "none")};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};
`;

const Name = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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

/** One item of the tree editor: drag handle, icon, name, switch, edit and (for a leaf) delete. */
export const TreeRow = memo(function TreeRow({
  item,
  depth,
  projectedDepth,
  switchable,
  deletable,
  actions,
}: TreeRowProps) {
  const { _ } = useLingui();
  const sortable = useSortable({
    id: item.key,
    attributes: { roleDescription: _("ítem del menú, reordenable") },
  });
  return (
    <Row
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      $depth={depth}
      $inactive={!item.isActivate}
      $dragging={sortable.isDragging}
      data-key={item.key}
      data-depth={depth}
      data-projected-depth={projectedDepth}
    >
      <Handle
        type="button"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={_("Mover {name}", { name: item.name })}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
      <MenuIcon name={item.iconName} personalized={item.isPersonalizedIcon} size={item.sizeIcon} />
      <Name>
        {item.name}
        <Hidden>{_(", nivel {level}", { level: depth + 1 })}</Hidden>
      </Name>
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
        <span aria-hidden="true">✎</span>
      </IconButton>
      {deletable && (
        <IconButton
          type="button"
          aria-label={_("Eliminar {name}", { name: item.name })}
          onClick={() => actions.remove(item)}
        >
          <span aria-hidden="true">🗑</span>
        </IconButton>
      )}
    </Row>
  );
});
