import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import InvalidLinkScreen from "./InvalidLinkScreen.tsx";

const meta = {
  title: "Common/InvalidLinkScreen",
  component: InvalidLinkScreen,
  ...screenStories("invalidLink"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "¡Este enlace ya no es válido!" })).toBeVisible();
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

/** The new link is on its way: to /check-email. */
export const Restarted: Story = {
  play: async (context) => {
    await userEvent.type(await context.canvas.findByLabelText(/^Email/), demoAccount.email);
    await userEvent.click(context.canvas.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(mockOf(context).moves[0]).toMatchObject({ to: "/check-email" }));
  },
};
