import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { PasswordField } from "./PasswordField.tsx";

const meta = {
  title: "Primitives/PasswordField",
  component: PasswordField,
  args: { label: "Contraseña", name: "password", defaultValue: "Demo!2026" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Contraseña")).toHaveAttribute("type", "password");
  },
};

/** The toggle's name says what it will do next. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar contraseña" }));
    await expect(canvas.getByLabelText("Contraseña")).toHaveAttribute("type", "text");
    await expect(canvas.getByRole("button", { name: "Ocultar contraseña" })).toBeVisible();
  },
};

export const WithError: Story = { args: { error: "Las contraseñas no coinciden.", required: true } };
