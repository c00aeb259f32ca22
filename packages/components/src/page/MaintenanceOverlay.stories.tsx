import { suiteBrand } from "@gse/brand-kit";
import { applicationInfoMessages } from "@gse/sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBrand } from "../testing/story-brands.ts";
import { MaintenanceOverlay } from "./MaintenanceOverlay.tsx";

const meta = {
  title: "Page/MaintenanceOverlay",
  component: MaintenanceOverlay,
  args: { brand: suiteBrand, open: true, message: applicationInfoMessages.maintenance, onAccept: fn() },
  // The toolbar's brand, for its logos.
  render: (args, { globals }) => <MaintenanceOverlay {...args} brand={storyBrand(globals.brand).brand} />,
} satisfies Meta<typeof MaintenanceOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message, the logos and Entendido; the screens behind cannot be reached. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Aplicación en mantenimiento" });
    await expect(dialog).toHaveTextContent(applicationInfoMessages.maintenance);
    await userEvent.click(canvas.getByRole("button", { name: "Entendido" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** The server's own message. */
export const ServerMessage: Story = {
  args: { message: "Estamos actualizando la plataforma. Volvemos a las 06:00 (hora de Bogotá)." },
};
