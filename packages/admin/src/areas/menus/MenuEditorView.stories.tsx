import type { MenuItem, MenuLocation, TileItem } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { type EditorStatus, MenuEditorView } from "./MenuEditorView.tsx";
import { demoApplications, demoPrivileges, demoTiles, demoTree } from "./menu-fixtures.ts";
import { treeChanged } from "./menu-tree.ts";
import { tilesChanged } from "./tiles.ts";

interface EditorPageProps {
  readonly location: MenuLocation;
  readonly items: readonly MenuItem[];
  readonly tiles?: readonly TileItem[];
  readonly status?: EditorStatus;
  readonly saving?: boolean;
}

/** One location's editor as the settings screen drives it: the draft in memory, compared with the saved menu. */
function EditorPage({
  location,
  items: saved,
  tiles: savedTiles = [],
  status = "ready",
  saving = false,
}: EditorPageProps) {
  const [items, setItems] = useState<readonly MenuItem[]>(saved);
  const [tiles, setTiles] = useState<readonly TileItem[]>(savedTiles);
  const changed = treeChanged(items, saved) || tilesChanged(tiles, savedTiles);
  return (
    <main style={{ padding: 16 }}>
      <MenuEditorView
        location={location}
        applications={demoApplications}
        appId={status === "choose" ? 0 : 1}
        onAppChange={() => {}}
        status={status}
        failure="No hay respuesta del servidor. Intenta de nuevo más tarde."
        items={items}
        onItemsChange={setItems}
        tiles={{ tiles, onTilesChange: setTiles }}
        onUpload={async () => "/api/menu/images/suite-light.svg"}
        privileges={demoPrivileges}
        changed={changed || saving}
        saving={saving}
        onRevert={() => {
          setItems(saved);
          setTiles(savedTiles);
        }}
        onSave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Menus/Editor",
  component: EditorPage,
  args: { location: 1, items: demoTree },
} satisfies Meta<typeof EditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An application without a menu here: 'No hay datos para mostrar', both buttons disabled. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No hay datos para mostrar")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "No guardar" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Guardar menú" })).toBeDisabled();
  },
};

/** The side menu loaded: a parent with two children, the hint, nothing unsaved; a parent has no delete. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Usuarios")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Eliminar Usuarios" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Eliminar Administración" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Guardar menú" })).toBeDisabled();
  },
};

/** Reportes taken by keyboard (space on its handle): mid-drag, announced, nothing moved yet. */
export const Dragging: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Mover Reportes" }).focus();
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Mover Reportes" })).toHaveAttribute("aria-pressed", "true"),
    );
  },
};

/** Administración switched off: its children are dimmed and their switches locked; 'Guardar menú' enabled. */
export const Unsaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Administración activo" }));
    await expect(canvas.getByRole("switch", { name: "Usuarios activo" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(canvas.getByRole("switch", { name: "Usuarios activo" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Guardar menú" })).toBeEnabled();
  },
};

/** 'Guardar menú' busy while the save goes. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Guardar menú/ })).toHaveAttribute("aria-busy", "true");
  },
};

/** The menu did not load: the failure in the error line. */
export const LoadError: Story = {
  args: { status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No hay respuesta del servidor/)).toBeVisible();
  },
};

/** The user menu (location 3): Sección aplicación and Sección usuario. */
export const UserSections: Story = {
  args: {
    location: 3,
    items: demoTree.map((entry, index) => ({ ...entry, section: index === 0 ? 1 : 0 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Sección aplicación" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Sección usuario" })).toBeVisible();
  },
};

/** The suite tiles (location 4): four in a row; the first dropped by keyboard on its neighbour swaps with it. */
export const Tiles: Story = {
  args: { location: 4, items: [], tiles: demoTiles },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    canvas.getByRole("button", { name: "Mover Nómina" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(canvas.getAllByRole("listitem").map((tile) => tile.dataset.key)).toEqual([
        "selfservice",
        "payroll",
        "wallet",
        "suite",
      ]),
    );
    await expect(canvas.getByRole("button", { name: "Guardar menú" })).toBeEnabled();
  },
};
