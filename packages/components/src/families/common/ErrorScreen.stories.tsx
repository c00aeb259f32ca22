import { i18n } from "@gse/sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ErrorScreen from "./ErrorScreen.tsx";

const meta = {
  title: "Common/ErrorScreen",
  component: ErrorScreen,
  ...screenStories("error"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The spec quotes the heading in English; the catalog says it in the active language. */
export const Default: Story = {
  play: async (context) => {
    await expect(
      await context.canvas.findByRole("heading", { name: i18n._("Something error has occurred") }),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("link", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};
