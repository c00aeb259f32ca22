import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import AlertScreen from "./AlertScreen.tsx";

const meta = {
  title: "Common/AlertScreen",
  component: AlertScreen,
  ...screenStories("alert"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Aceptar goes to the page the state names. */
export const Default: Story = {
  parameters: {
    screen: {
      slot: "alert",
      navigationState: {
        message:
          "Tu usuario aún no ha sido activado. Te enviamos un correo de bienvenida para que asignes tu contraseña.",
        pageToGo: "/Login",
      },
    },
  },
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Aceptar" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};

/** A page to go to off the app is never followed: Aceptar goes to /Login. */
export const ForeignPageToGo: Story = {
  parameters: {
    screen: {
      slot: "alert",
      navigationState: { message: "Aviso de prueba", pageToGo: "https://evil.example.test/" },
    },
  },
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Aceptar" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};

/** Without a message: to /Login. */
export const WithoutMessage: Story = {
  parameters: { screen: { slot: "alert", navigationState: {} } },
  play: async (context) => {
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/Login", replace: true }]));
  },
};

/** A long server message wraps in the card. */
export const LongMessage: Story = {
  parameters: {
    screen: {
      slot: "alert",
      navigationState: {
        message:
          "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes. Comunícate con el administrador de tu organización: administrador.de.la.organizacion@empresa-con-un-dominio-muy-largo.example.test",
      },
    },
  },
};
