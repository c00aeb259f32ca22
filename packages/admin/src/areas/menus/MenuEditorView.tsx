import { Button, Spinner } from "@gse/components";
import { type AppForAssign, type MenuItem, MenuLocation } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactNode, useState } from "react";
import styled from "styled-components";
import { ListNotice } from "../../pieces/ListNotice.tsx";
import { SelectField } from "../../pieces/SelectField.tsx";
import { MenuIcon } from "../../shell/icons/MenuIcon.tsx";
import { ItemDeletion } from "./ItemDeletion.tsx";
import { type ItemValues, itemOf, newItemValues, type TreeLocation } from "./item-form.ts";
import { MenuItemDialog } from "./MenuItemDialog.tsx";
import { deleteLeaf, flattenTree, joinSections, splitSections, upsertItem } from "./menu-tree.ts";
import { SortableTree } from "./SortableTree.tsx";
import { TileEditor, type TileEditorProps } from "./TileEditor.tsx";
import { IconButton } from "./TreeRow.tsx";
import type { SendImage } from "./use-image-upload.ts";

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin: 16px 0 8px;
`;

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.roles.text};
`;

const Section = styled.section`
  margin: 0 0 16px;

  & > h3 {
    margin: 0 0 8px;
    font-size: 1.0625rem;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 16px;
`;

/** Where the editor is: no application chosen, its menu loading, failed, or shown. */
export type EditorStatus = "choose" | "loading" | "error" | "ready";

export interface MenuEditorViewProps {
  readonly location: MenuLocation;
  readonly applications: readonly AppForAssign[] | undefined;
  /** The chosen application's id, 0 for none. */
  readonly appId: number;
  readonly onAppChange: (appId: number) => void;
  readonly status: EditorStatus;
  /** The load's failure, for the error line. */
  readonly failure?: string | undefined;
  /** The tree being edited (locations 1 to 3). */
  readonly items: readonly MenuItem[];
  readonly onItemsChange: (items: MenuItem[]) => void;
  /** The tiles being edited (location 4). */
  readonly tiles: Pick<TileEditorProps, "tiles" | "onTilesChange">;
  /** POST /api/menu/UploadImageMenu: a tile's logo, or a tree item's own icon; answers its address. */
  readonly onUpload: SendImage;
  /** The item form's privileges: the chosen application's (undefined while they load). */
  readonly privileges: readonly string[] | undefined;
  /** Why the privileges did not load, and how to try again. */
  readonly privilegesFailure?: string | undefined;
  readonly onRetryPrivileges?: (() => void) | undefined;
  readonly changed: boolean;
  readonly saving: boolean;
  readonly onRevert: () => void;
  readonly onSave: () => void;
  /** Stories: start as if this item were being dragged. */
  readonly initialDrag?: string | undefined;
}

/**
 * One menu location's editor (spec §2 "Menu editors"): the application selector, the create icon, the drag
 * and drop hint, the tree (two at location 3) or the tiles, and 'No guardar' / 'Guardar menú', enabled only with
 * unsaved changes and a chosen application.
 */
export function MenuEditorView(props: MenuEditorViewProps) {
  const { _ } = useLingui();
  const { location, applications, appId, items, onItemsChange, status, changed, saving } = props;
  const tree = location !== MenuLocation.tiles;
  const appName = applications?.find((app) => app.id === appId)?.name ?? "";
  const [editing, setEditing] = useState<{ values: ItemValues; isNew: boolean } | undefined>();
  const [deleting, setDeleting] = useState<MenuItem | undefined>();
  const [addingTile, setAddingTile] = useState(0);

  const customIcons = [
    ...new Set(
      flattenTree(items)
        .filter((entry) => entry.item.isPersonalizedIcon && entry.item.iconName)
        .map((entry) => entry.item.iconName),
    ),
  ];
  const children = (key: string) =>
    flattenTree(items).find((entry) => entry.key === key)?.item.children ?? [];
  const submit = (values: ItemValues) => {
    onItemsChange(upsertItem(items, itemOf(values, children(values.key), location as TreeLocation, appName)));
    setEditing(undefined);
  };
  const edit = (item: MenuItem) => setEditing({ values: item, isNew: false });

  const treeOf = (list: readonly MenuItem[], label: string, change: (next: MenuItem[]) => void): ReactNode =>
    list.length === 0 ? (
      <p>{_("No hay datos para mostrar")}</p>
    ) : (
      <SortableTree
        items={list}
        label={label}
        onChange={change}
        onEdit={edit}
        onDelete={setDeleting}
        initialDrag={props.initialDrag}
      />
    );

  const body = (): ReactNode => {
    if (status === "choose") return <p>{_("Selecciona una aplicación para editar su menú.")}</p>;
    if (status === "loading") return <Spinner label={_("Cargando menú")} />;
    if (status === "error") return <ListNotice $problem>{props.failure}</ListNotice>;
    if (!tree)
      return (
        <TileEditor
          {...props.tiles}
          onUpload={props.onUpload}
          adding={addingTile}
          onAddingDone={() => setAddingTile(0)}
        />
      );
    if (location !== MenuLocation.user) return treeOf(items, _("Ítems del menú"), onItemsChange);
    const sections = splitSections(items);
    return (
      <>
        <Section aria-labelledby="menu-section-application">
          <h3 id="menu-section-application">{_("Sección aplicación")}</h3>
          {treeOf(sections.application, _("Sección aplicación"), (next) =>
            onItemsChange(joinSections(next, sections.user)),
          )}
        </Section>
        <Section aria-labelledby="menu-section-user">
          <h3 id="menu-section-user">{_("Sección usuario")}</h3>
          {treeOf(sections.user, _("Sección usuario"), (next) =>
            onItemsChange(joinSections(sections.application, next)),
          )}
        </Section>
      </>
    );
  };

  return (
    <div>
      <Toolbar>
        <SelectField
          label={_("Aplicación")}
          value={String(appId)}
          disabled={!applications}
          options={[
            { value: "0", label: _("Selecciona una aplicación") },
            ...(applications ?? []).map((app) => ({ value: String(app.id), label: app.title })),
          ]}
          onChange={(event) => props.onAppChange(Number(event.target.value))}
        />
        <IconButton
          type="button"
          aria-label={tree ? _("Crear ítem") : _("Crear mosaico")}
          disabled={status !== "ready"}
          onClick={() =>
            tree
              ? setEditing({
                  values: newItemValues(location as TreeLocation),
                  isNew: true,
                })
              : setAddingTile((count) => count + 1)
          }
        >
          <MenuIcon name="add" />
        </IconButton>
      </Toolbar>
      <Hint>
        {tree
          ? _("Arrastra y suelta los ítems para ordenarlos; arrástralos a la derecha para anidarlos.")
          : _("Arrastra un mosaico sobre otro para intercambiarlos.")}
      </Hint>
      {body()}
      <Footer>
        <Button variant="secondary" disabled={!changed || appId === 0 || saving} onClick={props.onRevert}>
          {_("No guardar")}
        </Button>
        <Button disabled={!changed || appId === 0} loading={saving} onClick={props.onSave}>
          {_("Guardar menú")}
        </Button>
      </Footer>
      {tree && (
        <MenuItemDialog
          open={editing !== undefined}
          isNew={editing?.isNew ?? true}
          location={location as TreeLocation}
          values={editing?.values ?? newItemValues(location as TreeLocation)}
          privileges={props.privileges}
          privilegesFailure={props.privilegesFailure}
          onRetryPrivileges={props.onRetryPrivileges}
          customIcons={customIcons}
          onUpload={props.onUpload}
          onSubmit={submit}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ItemDeletion
        asking={deleting !== undefined}
        onDelete={() => {
          if (deleting) onItemsChange(deleteLeaf(items, deleting.key));
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
