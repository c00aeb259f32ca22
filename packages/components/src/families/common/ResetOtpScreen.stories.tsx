import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import { otpCode, selfServiceApi } from "../self-service/self-service-api-mock.ts";
import ResetOtpScreen from "./ResetOtpScreen.tsx";

const meta = {
  title: "Common/ResetOtpScreen",
  component: ResetOtpScreen,
  ...screenStories("resetOtp"),
  parameters: { screen: { slot: "resetOtp", routes: selfServiceApi() } },
  globals: { brand: "selfservice" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Types the email and sends the code: the code step opens. */
async function sendCode({ canvas }: Pick<StoryContext, "canvas">) {
  await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), "demo@example.test");
  await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
  return canvas.findByRole("textbox", { name: "Código" });
}

/** The email the code goes to: Enviar waits for a valid one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Restablecer OTP" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "demo@");
    await expect(await canvas.findByText("Ingresa un email valido")).toBeVisible();
  },
};

/** Sent: the masked address and a field for 6 digits. */
export const CodeSent: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    await expect(code).toHaveAttribute("maxlength", "6");
    await expect(
      context.canvas.getByText("Te enviamos un código de 6 dígitos a de**@example.test."),
    ).toBeVisible();
    await expect(mockOf(context).api.requests.at(-1)?.body).toEqual({ email: "demo@example.test" });
  },
};

/** Five digits: 'Ingresa un código numérico de 6 caracteres.', nothing sent. */
export const CodeTooShort: Story = {
  play: async (context) => {
    await userEvent.type(await sendCode(context), "12345");
    await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
    await expect(
      await context.canvas.findByText("Ingresa un código numérico de 6 caracteres."),
    ).toBeVisible();
  },
};

/** A wrong code stays on the code step with the server's message. */
export const WrongCode: Story = {
  play: async (context) => {
    await userEvent.type(await sendCode(context), "654321");
    await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
    await expect(
      await context.canvas.findByText("El código ingresado no es válido o ya venció."),
    ).toBeVisible();
    await expect(context.canvas.getByRole("textbox", { name: "Código" })).toHaveValue("654321");
  },
};

/** The right code: the server's word and a way back to login. */
export const Validated: Story = {
  play: async (context) => {
    await userEvent.type(await sendCode(context), otpCode);
    await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
    await expect(
      await context.canvas.findByText(
        "Código verificado. Te enviamos un enlace a tu correo para confirmar el restablecimiento de tu OTP.",
      ),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("button", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/login" }]);
  },
};

/** '¿No recibiste el correo?' sends a new code. */
export const Resend: Story = {
  play: async (context) => {
    await sendCode(context);
    await userEvent.click(context.canvas.getByRole("link", { name: "¿No recibiste el correo?" }));
    await waitFor(() =>
      expect(
        mockOf(context).api.requests.filter((request) => request.path === "/api/user/send-otp-user"),
      ).toHaveLength(2),
    );
  },
};

/** The email has no account: the server's message, and a way to change it. */
export const UnknownEmail: Story = {
  parameters: {
    screen: {
      routes: [
        route(Api.security.sendOtp, () => ({
          status: 400,
          body: { informationCode: "R23", information: "No encontramos una cuenta con ese email." },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), "nadie@example.test");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("No encontramos una cuenta con ese email.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Volver" }));
    await expect(await canvas.findByRole("textbox", { name: "Email" })).toBeVisible();
  },
};
