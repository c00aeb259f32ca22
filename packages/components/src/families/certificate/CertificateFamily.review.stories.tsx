import type { Meta, StoryObj } from "@storybook/react-vite";
import { familyReview } from "../../testing/family-review.tsx";
import { certificateApi } from "./certificate-api-mock.ts";
import LoginScreen from "./LoginScreen.tsx";
import ResetPasswordCertificateScreen from "./ResetPasswordCertificateScreen.tsx";

/** The certificate family's own screens in their default state, on the certificate service's calls. */
const onCertificateApi = () => ({ routes: certificateApi() });
const review = familyReview("certificate", [
  { slot: "login", Component: LoginScreen, options: onCertificateApi },
  { slot: "resetPasswordCertificate", Component: ResetPasswordCertificateScreen, options: onCertificateApi },
]);

const meta = {
  title: "Review/Certificate family",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Per brand: every screen of the family (pick the brand in the toolbar). */
export const BrandSheetOfScreens: Story = review.brandSheet;
export const Login: Story = review.acrossBrands("login");
export const ResetPasswordCertificate: Story = review.acrossBrands("resetPasswordCertificate");
