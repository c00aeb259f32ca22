import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Ingresar", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Cancelar" } };

export const Text: Story = { args: { variant: "text", children: "Reenviar correo" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ingresar" })).toBeDisabled();
  },
};

/** Busy: still focusable, marked busy, and a click does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Ingresar" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthLongLabel: Story = {
  args: {
    fullWidth: true,
    children: "Restablecer contraseña de la cuenta de un usuario con un nombre muy largo",
  },
};
