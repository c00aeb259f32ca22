import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { LanguageSelector } from "./LanguageSelector.tsx";

const storage = { setItem: fn() };

const meta = {
  title: "Primitives/LanguageSelector",
  component: LanguageSelector,
  args: { storageKey: "bms_lang", storage, reload: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a language stores it under the brand's key and reloads the page (spec §1). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText("Idioma"), "pt");
    await expect(storage.setItem).toHaveBeenCalledWith("bms_lang", "pt");
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};
