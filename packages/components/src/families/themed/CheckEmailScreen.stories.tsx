import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import CheckEmailScreen from "./CheckEmailScreen.tsx";

const meta = {
  title: "Themed/CheckEmailScreen",
  component: CheckEmailScreen,
  ...screenStories("checkEmail"),
  globals: { brand: "inhibitorylists" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const masked = new RegExp(demoAccount.maskedEmail.replace(/\*/g, "\\*"));

/** The send-reset-email screen: the masked address, the 60-second wait, login and the version. */
export const SendEmail: Story = {
  parameters: {
    screen: {
      slot: "checkEmail",
      navigationState: {
        maskedEmail: demoAccount.maskedEmail,
        message: "Te enviamos un correo para restablecer tu contraseña.",
      },
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByText(masked)).toBeVisible();
    await expect(canvas.getByText("Te enviamos un correo para restablecer tu contraseña.")).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent(
      /Podrás solicitar un nuevo correo en (60|59) segundos./,
    );
    await expect(await canvas.findByText("Versión 1.8.0")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Iniciar sesión" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/login" }]);
  },
};

/** Coming from the alert tab: the info screen used as alert. */
export const FromAlertTab: Story = {
  parameters: {
    screen: {
      slot: "checkEmail",
      navigationState: {
        previousTab: "/Alert",
        message: "Tu contraseña fue actualizada.",
        pageToGo: "/Login",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Tu contraseña fue actualizada.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Aceptar" })).toBeVisible();
  },
};

/** Without a masked email there is nothing to say: /Login. */
export const WithoutEmail: Story = {
  parameters: { screen: { slot: "checkEmail", navigationState: {} } },
  play: async (context) => {
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/Login", replace: true }]));
  },
};
