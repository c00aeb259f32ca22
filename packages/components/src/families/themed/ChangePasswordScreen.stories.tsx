import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ChangePasswordScreen from "./ChangePasswordScreen.tsx";

const meta = {
  title: "Themed/ChangePasswordScreen",
  component: ChangePasswordScreen,
  ...screenStories("changePassword"),
  globals: { brand: "license_certb" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** From a valid emailed link: the user, the two fields and the five-rule checklist beside the panel. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(new RegExp(`Usuario:\\s*${demoAccount.user}`))).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Cambiar contraseña" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Restablecer" })).toBeDisabled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "Nueva!2026");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Nueva!2027");
    await expect(await canvas.findByText("Las contraseñas no coinciden.")).toBeVisible();
  },
};

/** A strong password set: the application asks for login, through the alert. */
export const Updated: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "Nueva!2026");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Nueva!2026");
    await userEvent.click(canvas.getByRole("button", { name: "Restablecer" }));
    await waitFor(() => expect(mockOf(context).moves[0]).toMatchObject({ to: "/Alert" }));
  },
};

/** A tampered link goes to the alert with 'El enlace no es válido.'. */
export const InvalidLink: Story = {
  parameters: { screen: { slot: "changePassword", search: "bm90LWEtbGluaw%3D%3D" } },
  play: async (context) => {
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([
        { to: "/Alert", state: expect.objectContaining({ message: "El enlace no es válido." }) },
      ]),
    );
  },
};
