import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { clockOf, releaseClock, withFakeClock } from "../../testing/fake-clock.ts";
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
  ...withFakeClock(["setTimeout", "clearTimeout"]),
  play: async (context) => {
    // Storybook's instrumented `expect` waits on timeouts: look first, on the fake clock, and assert once real
    // time is back.
    const loading = context.canvasElement.querySelector("[role=status]")?.textContent;
    clockOf(context).tick(1_999);
    const before = [...mockOf(context).moves];
    clockOf(context).tick(1);
    const after = [...mockOf(context).moves];
    releaseClock(context);
    await expect(loading).toBe("Cargando");
    await expect(before).toEqual([]);
    await expect(after).toEqual([{ to: "/login" }]);
  },
};
