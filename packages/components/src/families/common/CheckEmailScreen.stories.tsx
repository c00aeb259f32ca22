import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import CheckEmailScreen from "./CheckEmailScreen.tsx";

const meta = {
  title: "Common/CheckEmailScreen",
  component: CheckEmailScreen,
  ...screenStories("checkEmail"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(new RegExp(demoAccount.maskedEmail.replace(/\*/g, "\\*"))),
    ).toBeVisible();
    await expect(await canvas.findByText("Versión 1.8.0")).toBeVisible();
  },
};

/** With the server's message above the masked address. */
export const WithServerMessage: Story = {
  parameters: {
    screen: {
      slot: "checkEmail",
      navigationState: {
        maskedEmail: demoAccount.maskedEmail,
        message: "Te enviamos un correo para restablecer tu contraseña.",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Te enviamos un correo para restablecer tu contraseña."),
    ).toBeVisible();
  },
};

/** Coming from the alert tab: the alert screen. */
export const FromAlertTab: Story = {
  parameters: {
    screen: {
      slot: "checkEmail",
      navigationState: { previousTab: "/Alert", message: "Tu contraseña fue actualizada.", type: "ALERT" },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Aceptar" })).toBeVisible();
  },
};

/** Without a masked email there is nothing to say: to /Login. */
export const WithoutEmail: Story = {
  parameters: { screen: { slot: "checkEmail", navigationState: {} } },
  play: async (context) => {
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/Login", replace: true }]));
  },
};
