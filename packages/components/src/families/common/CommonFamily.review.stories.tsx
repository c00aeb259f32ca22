import type { Screen, ScreenSlot } from "@gse/sdk";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import styled from "styled-components";
import { getScreenMock, type ScreenMock } from "../../testing/get-screen-mock.tsx";
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

/** The two widths every screen is checked at: a small phone and a laptop. */
const widths = [360, 1280] as const;

const Sheet = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 24px;
  padding: 24px;
`;

const Frame = styled.section<{ $width: number }>`
  flex: none;
  width: ${({ $width }) => $width}px;
  height: 760px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.roles.border};
`;

/** One screen in one brand at one width, on its own in-memory API. */
function Specimen({ mock, Component, width }: { mock: ScreenMock; Component: Screen; width: number }) {
  return (
    <Frame $width={width} aria-label={`${mock.props.brandKey} ${width}px`} data-specimen>
      {mock.wrap(<Component {...mock.props} />)}
    </Frame>
  );
}

/**
 * Once every specimen has settled (no spinner left, so axe checks the real screens), each one's content fits
 * its frame: nothing scrolls sideways at 360 or 1280 px.
 */
async function noSidewaysScroll({ canvasElement, name }: Pick<StoryContext, "canvasElement" | "name">) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll("[data-specimen] [role=status]")).toHaveLength(0),
    {
      timeout: 5000,
    },
  );
  const frames = [...canvasElement.querySelectorAll<HTMLElement>("[data-specimen]")];
  await expect(frames.length).toBeGreaterThan(0);
  console.info(
    `${name}: ${frames.length} specimens (brand, screen, width) checked with axe and for sideways scroll`,
  );
  const overflowing = frames
    .filter((frame) => frame.scrollWidth > frame.clientWidth)
    .map((frame) => frame.getAttribute("aria-label"));
  await expect(overflowing).toEqual([]);
}

/** One screen across every brand of the common family, at both widths. */
function AcrossBrands({ slot, Component }: { slot: ScreenSlot; Component: Screen }) {
  const [mocks] = useState(() =>
    familyBrandKeys("common").flatMap((key) =>
      widths.map((width) => ({ width, mock: getScreenMock({ slot, ...storyBrandOptions(key) }) })),
    ),
  );
  return (
    <Sheet>
      {mocks.map(({ width, mock }) => (
        <Specimen key={`${mock.props.brandKey}-${width}`} mock={mock} Component={Component} width={width} />
      ))}
    </Sheet>
  );
}

/** Every screen of the family in the toolbar's brand. */
function BrandSheet({ brandKey }: { brandKey: unknown }) {
  const [mocks] = useState(() =>
    screens.map(([slot, Component]) => ({
      Component,
      mock: getScreenMock({ slot, ...storyBrandOptions(brandKey) }),
    })),
  );
  return (
    <Sheet>
      {mocks.map(({ Component, mock }) => (
        <Specimen
          key={mock.props.brandKey + String(Component.name)}
          mock={mock}
          Component={Component}
          width={360}
        />
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
  play: noSidewaysScroll,
});

/** Per brand: every screen of the family (pick the brand in the toolbar). */
export const BrandSheetOfScreens: Story = {
  render: (_args, { globals }) => <BrandSheet key={String(globals.brand)} brandKey={globals.brand} />,
  play: noSidewaysScroll,
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
