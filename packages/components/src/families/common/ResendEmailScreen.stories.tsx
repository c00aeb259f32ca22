import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { clockOf, withFakeClock } from "../../testing/fake-clock.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ResendEmailScreen from "./ResendEmailScreen.tsx";

const meta = {
  title: "Common/ResendEmailScreen",
  component: ResendEmailScreen,
  ...screenStories("resendEmail"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Step 1: the activation time ran out and a new link was sent on arrival, to the masked email. */
export const TimeExpired: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(
      await canvas.findByRole("heading", { name: "¡Tiempo de activación finalizado!" }),
    ).toBeVisible();
    await expect(
      await canvas.findByText("Te enviamos un nuevo enlace de activación a de**@gse.example.test."),
    ).toBeVisible();
    expect(mockOf(context).api.count(Api.authentication.sendUserActivationEmail)).toBe(1);
  },
};

/** Step 2: 'not received' starts the countdown; 23 seconds later it is mid-way at 37. */
export const Countdown: Story = {
  ...withFakeClock(),
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole("button", { name: "¿No recibiste el correo?" }));
    await expect(canvas.getByRole("timer")).toHaveTextContent(
      "Podrás solicitar un nuevo correo en 60 segundos.",
    );
    clockOf(context).tick(23_000);
    await waitFor(() =>
      expect(canvas.getByRole("timer")).toHaveTextContent("Podrás solicitar un nuevo correo en 37 segundos."),
    );
  },
};

/** The arrival's send failed: the generic text, and the button is there to try again. */
export const SendFailed: Story = {
  parameters: {
    screen: {
      slot: "resendEmail",
      routes: [
        route(Api.authentication.sendUserActivationEmail, () => ({
          status: 500,
          body: { information: "x" },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Error al realizar la petición.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reenviar correo" })).toBeEnabled();
  },
};

/** Without user data: to /Alert with 'No hay información del usuario.'. */
export const WithoutUser: Story = {
  parameters: { screen: { slot: "resendEmail", navigationState: {} } },
  play: async (context) => {
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([
        { to: "/Alert", state: { message: "No hay información del usuario.", pageToGo: "/Login" } },
      ]),
    );
  },
};
