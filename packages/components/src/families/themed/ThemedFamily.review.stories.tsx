import type { Meta, StoryObj } from "@storybook/react-vite";
import { familyReview } from "../../testing/family-review.tsx";
import ChangePasswordScreen from "../common/ChangePasswordScreen.tsx";
import InfoScreen from "../common/InfoScreen.tsx";
import CheckEmailScreen from "./CheckEmailScreen.tsx";
import LoginScreen from "./LoginScreen.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";

/** The themed family's own screens in their default state; the alert slot draws the info screen. */
const review = familyReview("themed", [
  { slot: "login", Component: LoginScreen },
  { slot: "resetPassword", Component: ResetPasswordScreen },
  { slot: "changePassword", Component: ChangePasswordScreen },
  { slot: "checkEmail", Component: CheckEmailScreen },
  { slot: "alert", Component: InfoScreen },
  { slot: "info", Component: InfoScreen },
]);

const meta = {
  title: "Review/Themed family",
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
export const Alert: Story = review.acrossBrands("alert");
export const Info: Story = review.acrossBrands("info");
