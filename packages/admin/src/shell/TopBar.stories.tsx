import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { ConsoleRouterStory } from "../testing/ConsoleRouterStory.tsx";
import { tiles, topMenu, userMenu } from "../testing/shell-fixtures.ts";
import { TopBar } from "./TopBar.tsx";

const meta = {
  title: "Console/Shell/TopBar",
  component: TopBar,
  args: {
    brandName: "GSE Suite",
    userName: "Demo Usuario",
    topMenu,
    userMenu,
    tiles,
    onMenu: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <ConsoleRouterStory>
        <div style={{ minHeight: 420 }}>{Story()}</div>
      </ConsoleRouterStory>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, the server's top menu (location 2), the suite button and the user's full name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "GSE Suite" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Demo Usuario|DU/ })).toBeVisible();
  },
};

/**
 * The user menu (location 3): its application and user sections, then Cambiar contraseña and Cerrar sesión;
 * Escape closes it.
 */
export const UserMenuOpen: Story = {
  play: async ({ canvas, args }) => {
    const opener = await canvas.findByRole("button", { name: /Demo Usuario|DU/ });
    await userEvent.click(opener);
    await expect(canvas.getByRole("heading", { name: "Sección aplicación" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Sección usuario" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña" }));
    await expect(args.onChangePassword).toHaveBeenCalled();
    await userEvent.click(opener);
    await userEvent.click(canvas.getByRole("button", { name: "Cerrar sesión" }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** The suite tiles (location 4) in the top bar's panel. */
export const SuiteOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /Aplicaciones/ }));
    const panel = await canvas.findByRole("region", { name: "Aplicaciones" });
    await expect(panel).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("region", { name: "Aplicaciones" })).toBeNull());
  },
};

/** A session whose privileges show no top menu entry: the bar keeps its logo and buttons. */
export const EmptyMenus: Story = {
  args: { topMenu: [], userMenu: { application: [], user: [] }, tiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Menú superior" })).toBeNull();
  },
};
