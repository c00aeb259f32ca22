import { familyReview, type ReviewedScreen } from "@gse/components/stories";
import { resolveScreen, type ScreenSlot } from "@gse/sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { kioskFamily } from "./kiosk-family.ts";

/** The screens a designer reviews, as common's Review page lists them: the kiosk's own login and common's. */
const slots: readonly ScreenSlot[] = [
  "login",
  "resetPassword",
  "changePassword",
  "checkEmail",
  "resendEmail",
  "availableApps",
  "alert",
  "info",
  "invalidLink",
  "error",
  "sessionEnded",
  "inactivity",
];

const screens: ReviewedScreen[] = await Promise.all(
  slots.map(async (slot) => {
    const load = resolveScreen(kioskFamily, slot);
    if (!load) throw new Error(`kiosk family: expected a screen for ${slot}, got none`);
    return { slot, Component: (await load()).default };
  }),
);

const review = familyReview("kiosk", screens);

const meta = {
  title: "Review/Kiosk family",
  parameters: { layout: "fullscreen" },
  // The example family's test-only brand: the sheet shows every screen in the kiosk's page.
  globals: { brand: "kiosk" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Per brand: every screen of the family, its own and inherited ones, in the kiosk's page. */
export const BrandSheetOfScreens: Story = review.brandSheet;
export const Login: Story = review.acrossBrands("login");
