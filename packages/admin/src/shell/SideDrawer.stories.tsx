import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ConsoleRouterStory } from "../testing/ConsoleRouterStory.tsx";
import { sideMenu, topMenu } from "../testing/shell-fixtures.ts";
import { SideDrawer } from "./SideDrawer.tsx";

const meta = {
  title: "Console/Shell/SideDrawer",
  component: SideDrawer,
  args: {
    items: sideMenu,
    topItems: topMenu,
    // Open: on a phone (and in the grid's 360 px check) a closed drawer is hidden and shows nothing to review;
    // from 600 px up the drawer is always shown, open or not.
    open: true,
    onClose: fn(),
    version: "1.8.0",
    appVersion: "3.2.1",
    languageKey: "bms_lang",
    reload: fn(),
  },
  decorators: [(Story) => <ConsoleRouterStory path="/users">{Story()}</ConsoleRouterStory>],
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu (location 1) with its groups, the current route marked, and the version label 1.8.0. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Menú lateral" });
    await expect(nav).toBeVisible();
    const users = canvas.getByRole("link", { name: "Usuarios" });
    await expect(users).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText(/Versión 1\.8\.0/)).toBeVisible();
  },
};

/** A group folds and unfolds its children from the keyboard. */
export const GroupFolded: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole("button", { name: "Seguridad" });
    group.focus();
    await userEvent.keyboard("{Enter}");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Usuarios" })).toBeNull();
  },
};

/** A session whose privileges show no side menu entry (spec §2: 'No hay datos para mostrar'). */
export const Empty: Story = {
  args: { items: [], topItems: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No hay datos para mostrar")).toBeVisible();
  },
};
