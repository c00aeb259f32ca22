import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { clockOf, withFakeClock } from "../../testing/fake-clock.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import InfoScreen from "./InfoScreen.tsx";

const meta = {
  title: "Common/InfoScreen",
  component: InfoScreen,
  ...screenStories("info"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const info = (navigationState: Record<string, unknown>) => ({
  screen: { slot: "info" as const, navigationState },
});

export const CheckEmail: Story = {
  parameters: info({ type: "CHECK_EMAIL", maskedEmail: demoAccount.maskedEmail }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  },
};

/** '¡Este enlace ya no es válido!' with an email field to restart the reset. */
export const InvalidLink: Story = {
  parameters: info({ type: "INVALID_LINK" }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "¡Este enlace ya no es válido!" })).toBeVisible();
    await expect(canvas.getByText("Para restablecer tu contraseña ingresa de nuevo tu email")).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toBeVisible();
  },
};

export const Alert: Story = {
  parameters: info({ type: "ALERT", message: "Tu contraseña fue actualizada.", pageToGo: "/Login" }),
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Aceptar" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};

export const PasswordUpdated: Story = {
  parameters: info({ type: "PASSWORD_UPDATED", message: "Contraseña actualizada." }),
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/login" }]);
  },
};

export const ActivationExpired: Story = {
  parameters: info({ type: "ACTIVATION_EXPIRED", message: "Tiempo de activación finalizado" }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "¿No recibiste el correo?" })).toBeVisible();
  },
};

/** The 60-second countdown before the resend link returns. */
export const CheckEmailAgain: Story = {
  ...withFakeClock(),
  parameters: info({ type: "CHECK_EMAIL_AGAIN", maskedEmail: demoAccount.maskedEmail }),
  play: async (context) => {
    await expect(await context.canvas.findByRole("timer")).toHaveTextContent(/en 60 segundos/);
    clockOf(context).tick(23_000);
    await waitFor(() => expect(context.canvas.getByRole("timer")).toHaveTextContent(/en 37 segundos/));
  },
};

/** Password created: counts down from the state's value (mid-way here), then goes to the page it names. */
export const PasswordCreated: Story = {
  ...withFakeClock(),
  parameters: info({
    type: "PASSWORD_CREATED",
    message: "Contraseña asignada.",
    countdown: 10,
    pageToGo: "/users",
  }),
  play: async (context) => {
    const timer = await context.canvas.findByRole("timer");
    await expect(timer).toHaveTextContent("Serás redirigido en 10 segundos.");
    clockOf(context).tick(4_000);
    await waitFor(() => expect(timer).toHaveTextContent("Serás redirigido en 6 segundos."));
    await expect(mockOf(context).moves).toEqual([]);
    clockOf(context).tick(6_000);
    await expect(mockOf(context).moves).toEqual([{ to: "/users" }]);
  },
};
