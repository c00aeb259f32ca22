import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Captcha } from "./Captcha.tsx";

const meta = {
  title: "Primitives/Captcha",
  component: Captcha,
  args: { siteKey: "reference-captcha", onSolve: fn(), onExpire: fn() },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking yields a token; unticking expires it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "No soy un robot" });
    await userEvent.click(box);
    await expect(args.onSolve).toHaveBeenCalledWith(
      expect.stringMatching(/^reference-captcha\.[0-9a-f]{32}$/),
    );
    await userEvent.click(box);
    await expect(args.onExpire).toHaveBeenCalledOnce();
  },
};

export const Unsolved: Story = { args: { error: "Por favor valida que no eres un robot." } };
