import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSwappingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { TileItem } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import { ItemDeletion } from "./ItemDeletion.tsx";
import { newItemKey } from "./menu-tree.ts";
import { TileDialog } from "./TileDialog.tsx";
import { IconButton } from "./TreeRow.tsx";
import { deleteTile, swapTiles, upsertTile } from "./tiles.ts";
import type { SendImage } from "./use-image-upload.ts";

/** Spec §3, §9: the tile location lays its tiles out in rows of 4. */
const NUMBER_ROWS = 4;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${NUMBER_ROWS}, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 599px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.li<{ $inactive: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 0;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};

  & img {
    width: 100%;
    max-height: 64px;
    object-fit: contain;
  }

  & > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Spec §2: edit and delete show on hover; here also on focus, and always where there is no hover (touch). */
const Tools = styled.div`
  display: flex;
  gap: 4px;
  opacity: 0;

  ${Tile}:hover &, ${Tile}:focus-within & {
    opacity: 1;
  }

  @media (hover: none) {
    opacity: 1;
  }
`;

const Handle = styled(IconButton)`
  cursor: grab;
  touch-action: none;
`;

function SortableTile({
  tile,
  onEdit,
  onDelete,
}: {
  tile: TileItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { _ } = useLingui();
  const sortable = useSortable({
    id: tile.key,
    attributes: { roleDescription: _("mosaico, intercambiable") },
  });
  return (
    <Tile
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      $inactive={!tile.isActivate}
      data-key={tile.key}
    >
      {tile.iconName && <img src={tile.iconName} alt="" />}
      <span>{tile.name}</span>
      <Tools>
        <Handle
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={_("Mover {name}", { name: tile.name })}
        >
          <span aria-hidden="true">⠿</span>
        </Handle>
        <IconButton type="button" aria-label={_("Editar {name}", { name: tile.name })} onClick={onEdit}>
          <MenuIcon name="edit" />
        </IconButton>
        <IconButton type="button" aria-label={_("Eliminar {name}", { name: tile.name })} onClick={onDelete}>
          <MenuIcon name="delete" />
        </IconButton>
      </Tools>
    </Tile>
  );
}

const blankTile = (): TileItem => ({
  name: "",
  key: newItemKey(),
  urlLanding: "",
  urlApplication: "",
  description: "",
  isActivate: true,
  iconName: "",
  iconNameDark: "",
});

export interface TileEditorProps {
  readonly tiles: readonly TileItem[];
  readonly onTilesChange: (tiles: TileItem[]) => void;
  readonly onUpload: SendImage;
  /** Above 0: the create icon was pressed, open a new tile's form. */
  readonly adding: number;
  readonly onAddingDone: () => void;
}

/** The suite tiles' editor (location 4): the logo grid, a drop on another tile swaps them (spec §4). */
export function TileEditor({ tiles, onTilesChange, onUpload, adding, onAddingDone }: TileEditorProps) {
  const { _ } = useLingui();
  const [editing, setEditing] = useState<{ tile: TileItem; isNew: boolean }>();
  const [deleting, setDeleting] = useState<TileItem>();
  useEffect(() => {
    if (adding > 0) setEditing({ tile: blankTile(), isNew: true });
  }, [adding]);
  const close = () => {
    setEditing(undefined);
    onAddingDone();
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (key: string | number) =>
    tiles.find((tile) => tile.key === String(key))?.name ?? String(key);

  return (
    <>
      {tiles.length === 0 ? (
        <p>{_("No hay datos para mostrar")}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => _("Tomaste {name}.", { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? _("{name} sobre {other}.", { name: nameOf(active.id), other: nameOf(over.id) })
                  : undefined,
              onDragEnd: ({ active, over }) =>
                over && over.id !== active.id
                  ? _("{name} intercambiado con {other}.", {
                      name: nameOf(active.id),
                      other: nameOf(over.id),
                    })
                  : _("Soltaste {name}.", { name: nameOf(active.id) }),
              onDragCancel: ({ active }) =>
                _("Arrastre cancelado: {name} vuelve a su lugar.", { name: nameOf(active.id) }),
            },
            screenReaderInstructions: {
              draggable: _(
                "Para intercambiar un mosaico pulsa espacio o Enter en su asa, muévelo con las flechas y suéltalo con espacio o Enter sobre otro; Escape cancela.",
              ),
            },
          }}
          onDragEnd={({ active, over }) => {
            if (over && over.id !== active.id)
              onTilesChange(swapTiles(tiles, String(active.id), String(over.id)));
          }}
        >
          <SortableContext items={tiles.map((tile) => tile.key)} strategy={rectSwappingStrategy}>
            <Grid aria-label={_("Mosaicos de aplicaciones")}>
              {tiles.map((tile) => (
                <SortableTile
                  key={tile.key}
                  tile={tile}
                  onEdit={() => setEditing({ tile, isNew: false })}
                  onDelete={() => setDeleting(tile)}
                />
              ))}
            </Grid>
          </SortableContext>
        </DndContext>
      )}
      <TileDialog
        open={editing !== undefined}
        isNew={editing?.isNew ?? true}
        tile={editing?.tile ?? blankTile()}
        onUpload={onUpload}
        onSubmit={(tile) => {
          onTilesChange(upsertTile(tiles, tile));
          close();
        }}
        onClose={close}
      />
      <ItemDeletion
        asking={deleting !== undefined}
        onDelete={() => {
          if (deleting) onTilesChange(deleteTile(tiles, deleting.key));
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
