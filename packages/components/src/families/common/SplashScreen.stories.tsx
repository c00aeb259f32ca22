import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import SplashScreen from "./SplashScreen.tsx";

const meta = {
  title: "Common/SplashScreen",
  component: SplashScreen,
  ...screenStories("splash"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The logo, then /login after 2 s. */
export const Default: Story = {
  play: async (context) => {
    await expect(await context.canvas.findByRole("status")).toHaveTextContent("Cargando");
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/login" }]), { timeout: 4000 });
  },
};
