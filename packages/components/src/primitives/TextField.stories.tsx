import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TextField } from "./TextField.tsx";

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  args: { label: "Usuario", name: "user" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

/** The error is tied to the input (aria-describedby) and sits in a live region. */
export const WithError: Story = {
  args: { required: true, error: "Campo obligatorio" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Usuario/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Campo obligatorio");
  },
};

export const WithHint: Story = { args: { label: "Email", hint: "Máximo 100 caracteres", type: "email" } };

export const LongValueAndLabel: Story = {
  args: {
    label: "Número de documento de identidad del titular de la cuenta principal",
    defaultValue: "usuario.con.un.nombre.extraordinariamente.largo@empresa.example.test",
    error: "El formato de email ingresado no es válido. Inténtalo de nuevo.",
  },
};
