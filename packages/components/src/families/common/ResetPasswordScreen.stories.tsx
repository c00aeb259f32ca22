import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";

const meta = {
  title: "Common/ResetPasswordScreen",
  component: ResetPasswordScreen,
  ...screenStories("resetPassword"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Restablecer contraseña" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enviar" })).toBeDisabled();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText(/^Email/);
    await userEvent.type(email, "a");
    await userEvent.clear(email);
    await expect(await canvas.findByText("El Campo email es obligatorio")).toBeVisible();
  },
};

export const EmailInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), "ana");
    await expect(await canvas.findByText("Ingresa un email valido")).toBeVisible();
  },
};

export const EmailFormat: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), "ana@dominio");
    await expect(
      await canvas.findByText("El formato de email ingresado no es válido. Inténtalo de nuevo."),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    screen: {
      slot: "resetPassword",
      routes: [route(Api.authentication.resetPassword, () => new Promise(() => {}))],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), demoAccount.email);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(canvas.getByRole("button", { name: "Enviar" })).toHaveAttribute("aria-busy", "true");
  },
};

/** An unknown user: the server's message under the email field. */
export const ServerMessage: Story = {
  parameters: {
    screen: {
      slot: "resetPassword",
      routes: [
        route(Api.authentication.resetPassword, () => ({
          status: 400,
          body: { responseCode: 400, information: "El usuario no existe.", result: null },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), "nadie@example.test");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(await canvas.findByText("El usuario no existe.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const Sent: Story = {
  play: async (context) => {
    await userEvent.type(await context.canvas.findByLabelText(/^Email/), demoAccount.email);
    await userEvent.click(context.canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(mockOf(context).moves[0]).toMatchObject({ to: "/check-email" }));
  },
};

export const Cancel: Story = {
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Cancelar" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/login" }]);
  },
};
