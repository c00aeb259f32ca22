import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import NotFoundScreen from "./NotFoundScreen.tsx";

const meta = {
  title: "Common/NotFoundScreen",
  component: NotFoundScreen,
  ...screenStories("notFound"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** An address no route has, signed out: the brand's page says so and leads to /Login. */
export const Default: Story = {
  play: async (context) => {
    await expect(await context.canvas.findByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await userEvent.click(context.canvas.getByRole("link", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};
