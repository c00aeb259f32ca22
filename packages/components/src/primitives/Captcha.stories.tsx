import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { captchaWait } from "../testing/captcha-stand-in.ts";
import { Captcha } from "./Captcha.tsx";

// The test provider drawn through the preview's stand-in of its browser API (.storybook/preview.tsx).
const meta = {
  title: "Primitives/Captcha",
  component: Captcha,
  args: { provider: "test", siteKey: "reference-captcha", solved: false, onSolve: fn(), onExpire: fn() },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Solving yields the provider's token; unticking expires it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = await canvas.findByRole("checkbox", { name: "No soy un robot" }, captchaWait);
    await userEvent.click(box);
    await expect(args.onSolve).toHaveBeenCalledWith(expect.stringMatching(/^stand-in\.\d+$/));
    await userEvent.click(box);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

export const Unsolved: Story = { args: { error: "Por favor valida que no eres un robot." } };
