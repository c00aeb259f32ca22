import { Api } from "@gse/contract";
import { type FakeHandler, route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import OtpConfirmationScreen from "./OtpConfirmationScreen.tsx";

const meta = {
  title: "Common/OtpConfirmationScreen",
  component: OtpConfirmationScreen,
  ...screenStories("otpConfirmation"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const search = "data=eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoib3RwLXJlc2V0In0.c2lnbmF0dXJl";
const status =
  (code: string, description: string): FakeHandler<typeof Api.security.otpReset.validateOtpMail> =>
  () => ({
    status: code === "A10" ? 200 : 400,
    body: { statusDetails: [{ code, description }] },
  });

/** While the link's token is validated: 'Procesando solicitud espera un momento por favor...'. */
export const Processing: Story = {
  parameters: {
    screen: {
      slot: "otpConfirmation",
      search,
      routes: [route(Api.security.otpReset.validateOtpMail, () => new Promise(() => {}))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Procesando solicitud espera un momento por favor...",
    );
    await expect(
      canvas.getByText("Procesando solicitud espera un momento por favor...", { selector: "p" }),
    ).toBeVisible();
  },
};

/** A10: 'Se envio correctamente la solicitud para el restablecimiento del OTP.' in a modal; the token sent once. */
export const Sent: Story = {
  parameters: {
    screen: {
      slot: "otpConfirmation",
      search,
      routes: [route(Api.security.otpReset.validateOtpMail, status("A10", "Se envió la solicitud"))],
    },
  },
  play: async (context) => {
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole("dialog");
    await expect(dialog).toHaveTextContent(
      "Se envio correctamente la solicitud para el restablecimiento del OTP.",
    );
    await expect(mockOf(context).api.count(Api.security.otpReset.validateOtpMail)).toBe(1);
  },
};

/** R11: 'No se puede enviar la solicitud de restablecimiento de OTP motivo' and the server's reason. */
export const Refused: Story = {
  parameters: {
    screen: {
      slot: "otpConfirmation",
      search,
      routes: [route(Api.security.otpReset.validateOtpMail, status("R11", "el enlace ya fue utilizado"))],
    },
  },
  play: async (context) => {
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole("dialog");
    await expect(dialog).toHaveTextContent(
      "No se puede enviar la solicitud de restablecimiento de OTP motivo el enlace ya fue utilizado",
    );
  },
};
