import type { Meta, StoryObj } from "@storybook/react-vite";
import { familyReview } from "../../testing/family-review.tsx";
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
const review = familyReview("common", [
  { slot: "login", Component: LoginScreen },
  { slot: "resetPassword", Component: ResetPasswordScreen },
  { slot: "changePassword", Component: ChangePasswordScreen },
  { slot: "checkEmail", Component: CheckEmailScreen },
  { slot: "resendEmail", Component: ResendEmailScreen },
  { slot: "availableApps", Component: AvailableAppsScreen },
  { slot: "alert", Component: AlertScreen },
  { slot: "info", Component: InfoScreen },
  { slot: "invalidLink", Component: InvalidLinkScreen },
  { slot: "error", Component: ErrorScreen },
  { slot: "sessionEnded", Component: SessionEndedScreen },
  { slot: "inactivity", Component: InactivityScreen },
]);

const meta = {
  title: "Review/Common family",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Per brand: every screen of the family (pick the brand in the toolbar). */
export const BrandSheetOfScreens: Story = review.brandSheet;
export const Login: Story = review.acrossBrands("login");
export const ResetPassword: Story = review.acrossBrands("resetPassword");
export const ChangePassword: Story = review.acrossBrands("changePassword");
export const CheckEmail: Story = review.acrossBrands("checkEmail");
export const ResendEmail: Story = review.acrossBrands("resendEmail");
export const AvailableApps: Story = review.acrossBrands("availableApps");
export const Alert: Story = review.acrossBrands("alert");
export const Info: Story = review.acrossBrands("info");
export const InvalidLink: Story = review.acrossBrands("invalidLink");
export const GenericError: Story = review.acrossBrands("error");
export const SessionEnded: Story = review.acrossBrands("sessionEnded");
export const Inactivity: Story = review.acrossBrands("inactivity");
