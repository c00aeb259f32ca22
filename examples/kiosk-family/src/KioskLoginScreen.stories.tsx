import { screenStories } from "@gse/components/stories";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import KioskLoginScreen from "./KioskLoginScreen.tsx";

const meta = {
  title: "Kiosk/KioskLoginScreen",
  component: KioskLoginScreen,
  ...screenStories("login", "kiosk"),
  // The example family's test-only brand, so the sidebar shows the screen in the kiosk's own page.
  globals: { brand: "kiosk" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The kit's login form in the kiosk's page: the band with the brand's white logo above the heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Ingresar" })).toBeVisible();
    await expect(canvas.getByRole("banner")).toContainElement(
      canvas.getByRole("img", { name: "GSE Kiosco" }),
    );
  },
};
