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

/** Step 1: the activation time ran out. */
export const TimeExpired: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "¡Tiempo de activación finalizado!" }),
    ).toBeVisible();
  },
};

/** Step 2: sent to the masked email; 23 seconds later the countdown is mid-way at 37. */
export const Countdown: Story = {
  ...withFakeClock(),
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole("button", { name: "Reenviar correo" }));
    await expect(
      await canvas.findByText("Te enviamos un nuevo enlace de activación a de**@gse.example.test."),
    ).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent(
      "Podrás solicitar un nuevo correo en 60 segundos.",
    );
    clockOf(context).tick(23_000);
    await waitFor(() =>
      expect(canvas.getByRole("timer")).toHaveTextContent("Podrás solicitar un nuevo correo en 37 segundos."),
    );
  },
};

/** The send failed: the generic text, and the button is there to try again. */
export const SendFailed: Story = {
  parameters: {
    screen: {
      slot: "resendEmail",
      routes: {
        "POST /api/user/SendUserActivationEmail": () => ({ status: 500, body: { information: "x" } }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Reenviar correo" }));
    await expect(await canvas.findByText("Error al realizar la petición.")).toBeVisible();
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
