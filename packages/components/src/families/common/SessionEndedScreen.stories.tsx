import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import SessionEndedScreen from "./SessionEndedScreen.tsx";

const meta = {
  title: "Common/SessionEndedScreen",
  component: SessionEndedScreen,
  ...screenStories("sessionEnded"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async (context) => {
    await expect(
      await context.canvas.findByRole("heading", { name: "Tu sesión fue cerrada." }),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("link", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};
