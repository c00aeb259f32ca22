import { brands } from "virtual:gse-brands";
import { DEFAULT_BRAND_KEY, DEFAULT_LANGUAGE, type Language, languages } from "@gse/brand-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { EmailKind } from "./message.ts";
import { EmailFrame } from "./preview/EmailFrame.tsx";
import { previewEmail } from "./preview/preview-email.ts";
import type { RenderedEmail } from "./render-email.tsx";

/**
 * Every email the API sends, in the toolbar's brand and language (every brand and language: the toolbars), as
 * the API renders it with a mock message. The review grid (emails.grid.test.tsx) checks each in every brand and
 * language with axe and at 320 and 360 px.
 */
const meta = {
  title: "Emails",
  component: EmailFrame,
  parameters: { layout: "fullscreen" },
  loaders: [
    async ({ globals, parameters }) => {
      const key =
        typeof globals.brand === "string" && brands[globals.brand] ? globals.brand : DEFAULT_BRAND_KEY;
      const brand = brands[key];
      if (!brand) throw new Error(`virtual:gse-brands: expected the brand "${key}", got none`);
      const language = (languages as readonly string[]).includes(globals.language)
        ? (globals.language as Language)
        : DEFAULT_LANGUAGE;
      const kind = parameters.emailKind as EmailKind;
      return { email: await previewEmail(kind, key, brand, language, window.location.origin) };
    },
  ],
  render: (_args, { loaded }) => <EmailFrame email={loaded.email as RenderedEmail} />,
} satisfies Meta<typeof EmailFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const kind = (emailKind: EmailKind): Story => ({
  parameters: { emailKind },
  // Needed by the type only: the loader draws the email.
  args: { email: { subject: "", text: "", html: "", links: [] } },
  play: async ({ canvas, loaded }) => {
    const email = loaded.email as RenderedEmail;
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(email.subject);
    for (const link of email.links) await expect(email.text).toContain(link);
  },
});

/** A first set-password link, for an account an administrator created. */
export const Activation = kind("activation");
/** A new activation link, asked for from /resendemail. */
export const Resend = kind("resend");
/** A reset link, asked for from /resetpassword. */
export const Reset = kind("reset");
/** The certificate reset's six-digit code. */
export const CertificateCode = kind("certificateCode");
/** The certificate account's password is the certificate's original one again. */
export const CertificateRestored = kind("certificateRestored");
/** The OTP reset's six-digit code. */
export const OtpCode = kind("otpCode");
/** The link that confirms an OTP reset. */
export const OtpConfirmation = kind("otpConfirmation");
/** To support: a user confirmed an OTP reset. */
export const OtpSupportRequest = kind("otpSupportRequest");
/** A scheduled notification from a template. */
export const Notification = kind("notification");
