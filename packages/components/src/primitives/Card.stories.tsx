import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "./Card.tsx";

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: {
    children: (
      <>
        <h1>Login</h1>
        <p>El contenido de una pantalla va en la tarjeta de la marca.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
