import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { IconPicker } from "./IconPicker.tsx";
import { newItemValues } from "./item-form.ts";
import { MenuItemDialog } from "./MenuItemDialog.tsx";
import { demoPrivileges } from "./menu-fixtures.ts";

/** The tree item modal, open on one of its tabs, over a page. */
function ItemModalPage({ initialTab }: { readonly initialTab: 0 | 1 }) {
  return (
    <main style={{ padding: 16 }}>
      <MenuItemDialog
        open
        isNew
        location={1}
        values={{ ...newItemValues(1), key: "k000000009" }}
        privileges={demoPrivileges}
        customIcons={["/api/menu/images/support.svg"]}
        onUpload={async () => "/api/menu/images/suite-light.svg"}
        initialTab={initialTab}
        onSubmit={() => {}}
        onClose={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Menus/Item modal",
  component: ItemModalPage,
  args: { initialTab: 0 },
} satisfies Meta<typeof ItemModalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab 1, Aceptar with nothing filled: the required fields say 'Campo obligatorio'. */
export const DataTab: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByRole("dialog", { name: "Nuevo ítem" });
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await expect((await canvas.findAllByText("Campo obligatorio")).length).toBeGreaterThanOrEqual(3);
    await expect(page).toBeVisible();
  },
};

/** Tab 2: the icon picker, with the search box and Cancelar / Cargar. */
export const IconTab: Story = {
  args: { initialTab: 1 },
  play: async ({ canvas }) => {
    // The picker's script and its icons load when the tab opens (`pnpm bench` checks it): the first time,
    // under the grid's load on CI, that took more than 15 s through Vite's dev server.
    await expect(
      await canvas.findByRole("searchbox", { name: "Buscar icono" }, { timeout: 45_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cargar" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancelar" })).toBeVisible();
  },
};

/** The picker searched for "account": the four matching names, cut at 12 characters. */
export const IconPickerFiltered: Story = {
  render: () => (
    <main style={{ padding: 16, maxWidth: 503 }}>
      <IconPicker
        current={{ iconName: "home", isPersonalizedIcon: false }}
        customIcons={[]}
        onUpload={async () => "/api/menu/images/suite-light.svg"}
        initialSearch="account"
        onLoad={() => {}}
        onCancel={() => {}}
      />
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("account_bala")).toHaveLength(2);
    await expect(canvas.getByText("account_circ")).toBeVisible();
    await expect(canvas.queryByText("home")).toBeNull();
  },
};
