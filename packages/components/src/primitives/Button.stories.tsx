import { suiteTheme } from "@gse/brand-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ThemeProvider } from "styled-components";
import { Button } from "./Button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Ingresar", onClick: fn() },
  decorators: [
    (Story) => (
      <ThemeProvider theme={suiteTheme}>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ingresar" })).toBeDisabled();
  },
};
