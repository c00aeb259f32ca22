import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner.tsx";

const meta = { title: "Primitives/Spinner", component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the brand's loading colour; a status named 'Cargando'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Cargando");
  },
};

export const Large: Story = { args: { size: 64 } };
