import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";

const meta = {
  title: "Themed/ResetPasswordScreen",
  component: ResetPasswordScreen,
  ...screenStories("resetPassword"),
  globals: { brand: "inhibitorylists_pe" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The 'Restablecer contraseña' variant: Enviar waits for a valid email; 'Volver' goes back to login. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Restablecer contraseña" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Cancelar" })).toBeNull();
    await userEvent.click(canvas.getByRole("link", { name: "Volver" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/login" }]);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), "demo@");
    await expect(await canvas.findByText("Ingresa un email valido")).toBeVisible();
  },
};

/** Sent: on to /check-email with the masked address. */
export const Sent: Story = {
  play: async (context) => {
    await userEvent.type(await context.canvas.findByRole("textbox", { name: "Email" }), demoAccount.email);
    await userEvent.click(context.canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([
        {
          to: "/check-email",
          state: {
            maskedEmail: demoAccount.maskedEmail,
            message: "Te enviamos un correo para restablecer tu contraseña.",
          },
        },
      ]),
    );
  },
};

/** An unknown email: the server's message under the field. */
export const UnknownEmail: Story = {
  parameters: {
    screen: {
      slot: "resetPassword",
      routes: [
        route(Api.authentication.resetPassword, () => ({
          status: 400,
          body: { informationCode: "R23", information: "No encontramos una cuenta con ese email." },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole("textbox", { name: "Email" });
    await userEvent.type(email, "nadie@example.test");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("No encontramos una cuenta con ese email."),
    );
  },
};
