import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import InfoScreen from "./InfoScreen.tsx";

/** The themed info screen, drawn for the family's alert slot too (the `alert` navigation state). */
const meta = {
  title: "Themed/InfoScreen",
  component: InfoScreen,
  ...screenStories("alert"),
  globals: { brand: "license_certa" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const withState = (navigationState: unknown) => ({ screen: { slot: "alert" as const, navigationState } });

/** As the alert: the message and Aceptar to the page the state names. */
export const Alert: Story = {
  parameters: withState({
    message: "Tu contraseña expiró. Debes cambiarla para continuar.",
    pageToGo: "/changepassword",
  }),
  play: async (context) => {
    await expect(
      await context.canvas.findByText("Tu contraseña expiró. Debes cambiarla para continuar."),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("button", { name: "Aceptar" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/changepassword" }]);
  },
};

/** An alert without a message: straight to /Login. */
export const AlertWithoutMessage: Story = {
  parameters: withState({}),
  play: async (context) => {
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/Login", replace: true }]));
  },
};

/** The check-email info: the email went to the masked address. */
export const CheckEmail: Story = {
  parameters: withState({ type: "CHECK_EMAIL", maskedEmail: demoAccount.maskedEmail }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Revisa tu correo" })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  parameters: withState({ type: "INVALID_LINK", message: "Este enlace ya no es válido" }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "¡Este enlace ya no es válido!" }),
    ).toBeVisible();
    await expect(canvas.getByText("Para restablecer tu contraseña ingresa de nuevo tu email")).toBeVisible();
  },
};

export const PasswordUpdated: Story = {
  parameters: withState({ type: "PASSWORD_UPDATED" }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Tu contraseña fue actualizada." }),
    ).toBeVisible();
  },
};

export const ActivationExpired: Story = {
  parameters: withState({ type: "ACTIVATION_EXPIRED" }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "¿No recibiste el correo?" })).toBeVisible();
  },
};

export const PasswordCreated: Story = {
  parameters: withState({ type: "PASSWORD_CREATED", countdown: 30, pageToGo: "/login" }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Tu contraseña fue creada." }),
    ).toBeVisible();
  },
};
