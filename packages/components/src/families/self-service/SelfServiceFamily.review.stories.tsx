import type { Meta, StoryObj } from "@storybook/react-vite";
import { familyReview } from "../../testing/family-review.tsx";
import OidcCallbackScreen from "../common/OidcCallbackScreen.tsx";
import ResetOtpScreen from "../common/ResetOtpScreen.tsx";
import AbsentScreen from "./AbsentScreen.tsx";
import LoginScreen from "./LoginScreen.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";
import SelectAccountsScreen from "./SelectAccountsScreen.tsx";
import { selfServiceApi, storedAccounts } from "./self-service-api-mock.ts";

/**
 * The self-service family's own screens in their default state (the callback as its failure: a code that
 * signs in leaves the page); the picker on the two shared accounts.
 */
const review = familyReview("self-service", [
  { slot: "login", Component: LoginScreen },
  { slot: "resetPassword", Component: ResetPasswordScreen },
  {
    slot: "selectAccounts",
    Component: SelectAccountsScreen,
    options: () => ({ routes: selfServiceApi(), env: { sessionStorage: storedAccounts() } }),
  },
  { slot: "absent", Component: AbsentScreen },
  { slot: "oidcCallback", Component: OidcCallbackScreen },
  { slot: "resetOtp", Component: ResetOtpScreen },
]);

const meta = {
  title: "Review/Self-service family",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Per brand: every screen of the family (pick the brand in the toolbar). */
export const BrandSheetOfScreens: Story = review.brandSheet;
export const Login: Story = review.acrossBrands("login");
export const ResetPassword: Story = review.acrossBrands("resetPassword");
export const SelectAccounts: Story = review.acrossBrands("selectAccounts");
export const Absent: Story = review.acrossBrands("absent");
export const OidcCallback: Story = review.acrossBrands("oidcCallback");
export const ResetOtp: Story = review.acrossBrands("resetOtp");
