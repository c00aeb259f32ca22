import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { tiles } from "../../testing/shell-fixtures.ts";
import { HomeView } from "./HomeScreen.tsx";

const meta = {
  title: "Console/Home",
  component: HomeView,
  args: { givenName: "Demo", tiles },
  decorators: [(Story) => <main style={{ padding: 24 }}>{Story()}</main>],
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting, the version label 1.8.0 (spec §9) and a tile per application, each opening it in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Hola, Demo" })).toBeVisible();
    await expect(canvas.getByText("Versión 1.8.0")).toBeVisible();
    const payroll = canvas.getByRole("link", { name: /Nómina/ });
    await expect(payroll).toHaveAttribute("href", "https://payroll.example.test/");
    await expect(payroll).toHaveAttribute("target", "_blank");
  },
};

/** A user whose applications have no tiles yet. */
export const NoTiles: Story = {
  args: { tiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No hay datos para mostrar")).toBeVisible();
  },
};
