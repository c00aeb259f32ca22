import type { Screen, ScreenSlot } from "@gse/sdk";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import styled from "styled-components";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import { reviewWidths, Specimen, specimenProblems } from "../../testing/review.tsx";
import { familyBrandKeys, storyBrand } from "../../testing/story-brands.ts";
import AlertScreen from "./AlertScreen.tsx";
import AvailableAppsScreen from "./AvailableAppsScreen.tsx";
import ChangePasswordScreen from "./ChangePasswordScreen.tsx";
import CheckEmailScreen from "./CheckEmailScreen.tsx";
import ErrorScreen from "./ErrorScreen.tsx";
import InactivityScreen from "./InactivityScreen.tsx";
import InfoScreen from "./InfoScreen.tsx";
import InvalidLinkScreen from "./InvalidLinkScreen.tsx";
import LoginScreen from "./LoginScreen.tsx";
import ResendEmailScreen from "./ResendEmailScreen.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";
import SessionEndedScreen from "./SessionEndedScreen.tsx";

/** The screens a designer reviews, in their default state (the timed ones, splash and logout, move on). */
const screens: readonly (readonly [ScreenSlot, Screen])[] = [
  ["login", LoginScreen],
  ["resetPassword", ResetPasswordScreen],
  ["changePassword", ChangePasswordScreen],
  ["checkEmail", CheckEmailScreen],
  ["resendEmail", ResendEmailScreen],
  ["availableApps", AvailableAppsScreen],
  ["alert", AlertScreen],
  ["info", InfoScreen],
  ["invalidLink", InvalidLinkScreen],
  ["error", ErrorScreen],
  ["sessionEnded", SessionEndedScreen],
  ["inactivity", InactivityScreen],
];

const Sheet = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 24px;
  padding: 24px;
`;

/**
 * Once every specimen has settled (no spinner left, so the real screens are checked), each one passes axe
 * (WCAG 2.2 AA) and fits its frame; a failure names the brand, the screen and the width.
 */
async function reviewCheck({ canvasElement, name }: Pick<StoryContext, "canvasElement" | "name">) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll("[data-specimen] [role=status]")).toHaveLength(0),
    {
      timeout: 5000,
    },
  );
  const { checked, problems } = await specimenProblems(canvasElement);
  await expect(checked).toBeGreaterThan(0);
  console.info(
    `review ${name}: ${checked} combinations (brand × screen × width) checked with axe and for sideways scroll`,
  );
  await expect(problems).toEqual([]);
}

/** One screen across every brand of the common family, at both widths. */
function AcrossBrands({ slot, Component }: { slot: ScreenSlot; Component: Screen }) {
  const [mocks] = useState(() =>
    familyBrandKeys("common").flatMap((key) =>
      reviewWidths.map((width) => ({ width, mock: getScreenMock({ slot, ...storyBrandOptions(key) }) })),
    ),
  );
  return (
    <Sheet>
      {mocks.map(({ width, mock }) => (
        <Specimen
          key={`${mock.props.brandKey}-${width}`}
          mock={mock}
          Component={Component}
          screen={slot}
          width={width}
        />
      ))}
    </Sheet>
  );
}

/** Every screen of the family in the toolbar's brand. */
function BrandSheet({ brandKey }: { brandKey: unknown }) {
  const [mocks] = useState(() =>
    screens.map(([slot, Component]) => ({
      slot,
      Component,
      mock: getScreenMock({ slot, ...storyBrandOptions(brandKey) }),
    })),
  );
  return (
    <Sheet>
      {mocks.map(({ slot, Component, mock }) => (
        <Specimen key={slot} mock={mock} Component={Component} screen={slot} />
      ))}
    </Sheet>
  );
}

function storyBrandOptions(key: unknown) {
  const { key: brandKey, brand } = storyBrand(key);
  return { brand, brandKey };
}

const meta = {
  title: "Review/Common family",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const acrossBrands = (slot: ScreenSlot, Component: Screen): Story => ({
  render: () => <AcrossBrands slot={slot} Component={Component} />,
  play: reviewCheck,
});

/** Per brand: every screen of the family (pick the brand in the toolbar). */
export const BrandSheetOfScreens: Story = {
  render: (_args, { globals }) => <BrandSheet key={String(globals.brand)} brandKey={globals.brand} />,
  play: reviewCheck,
};

export const Login: Story = acrossBrands("login", LoginScreen);
export const ResetPassword: Story = acrossBrands("resetPassword", ResetPasswordScreen);
export const ChangePassword: Story = acrossBrands("changePassword", ChangePasswordScreen);
export const CheckEmail: Story = acrossBrands("checkEmail", CheckEmailScreen);
export const ResendEmail: Story = acrossBrands("resendEmail", ResendEmailScreen);
export const AvailableApps: Story = acrossBrands("availableApps", AvailableAppsScreen);
export const Alert: Story = acrossBrands("alert", AlertScreen);
export const Info: Story = acrossBrands("info", InfoScreen);
export const InvalidLink: Story = acrossBrands("invalidLink", InvalidLinkScreen);
export const GenericError: Story = acrossBrands("error", ErrorScreen);
export const SessionEnded: Story = acrossBrands("sessionEnded", SessionEndedScreen);
export const Inactivity: Story = acrossBrands("inactivity", InactivityScreen);
