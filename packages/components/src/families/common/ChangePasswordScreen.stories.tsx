import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount, setPasswordLinkQuery } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ChangePasswordScreen from "./ChangePasswordScreen.tsx";

const meta = {
  title: "Common/ChangePasswordScreen",
  component: ChangePasswordScreen,
  ...screenStories("changePassword"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const validation = (isUserActivation: boolean) => () => ({
  body: {
    responseCode: 200,
    result: { userName: demoAccount.user, email: demoAccount.email, isUserActivation },
  },
});

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Cambiar contraseña" })).toBeVisible();
    await expect(canvas.getByText(/Usuario: /)).toHaveTextContent(`Usuario: ${demoAccount.user}`);
    await expect(canvas.getByRole("button", { name: "Restablecer" })).toBeDisabled();
  },
};

/** An account being activated: the title says create. */
export const CreatePassword: Story = {
  parameters: {
    screen: { slot: "changePassword", routes: [route(Api.authentication.tokenValidation, validation(true))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Crear contraseña" })).toBeVisible();
  },
};

/** Reading and validating the link. */
export const CheckingLink: Story = {
  parameters: {
    screen: {
      slot: "changePassword",
      routes: [route(Api.authentication.tokenValidation, () => new Promise(() => {}))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Cargando");
  },
};

/** Three of the five rules met: the checklist says which, in words and shapes. */
export const ChecklistPartly: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "demo2026");
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.dataset.passed)).toEqual([
      "true",
      "false",
      "true",
      "true",
      "false",
    ]);
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "Nueva!2026");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Nueva!2025");
    await expect(await canvas.findByText("Las contraseñas no coinciden.")).toBeVisible();
  },
};

export const PasswordTooWeak: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "debil");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "debil");
    await userEvent.click(canvas.getByRole("button", { name: "Restablecer" }));
    await expect(
      await canvas.findByText("La contraseña no cumple con el nivel mínimo de seguridad requerida."),
    ).toBeVisible();
  },
};

/** Shown: the show/hide button turns the field into plain text and says so. */
export const PasswordShown: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText(/^Nueva contraseña/);
    await userEvent.type(field, "Nueva!2026");
    const [toggle] = canvas.getAllByRole("button", { name: "Mostrar contraseña" });
    if (toggle) await userEvent.click(toggle);
    await expect(field).toHaveAttribute("type", "text");
  },
};

/** The server refused the new password (R22): its message under the form. */
export const ServerRefused: Story = {
  parameters: {
    screen: {
      slot: "changePassword",
      routes: [
        route(Api.authentication.assignPassword, () => ({
          status: 400,
          body: { informationCode: "R22", information: "La contraseña no puede ser igual a las anteriores." },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "Nueva!2026");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Nueva!2026");
    await userEvent.click(canvas.getByRole("button", { name: "Restablecer" }));
    await expect(await canvas.findByText("La contraseña no puede ser igual a las anteriores.")).toBeVisible();
  },
};

/** Set: the alert with the server's text, then login. */
export const Assigned: Story = {
  play: async (context) => {
    await userEvent.type(await context.canvas.findByLabelText(/^Nueva contraseña/), "Nueva!2026");
    await userEvent.type(context.canvas.getByLabelText(/^Confirmar contraseña/), "Nueva!2026");
    await userEvent.click(context.canvas.getByRole("button", { name: "Restablecer" }));
    await waitFor(() => expect(mockOf(context).moves[0]).toMatchObject({ to: "/Alert" }));
  },
};

/** A signed-in change without a link also asks for the current password. */
export const SignedInChange: Story = {
  parameters: { screen: { slot: "changePassword", search: "", signedInAs: demoAccount.user } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Contraseña actual/)).toBeVisible();
  },
};

/** A very long user name wraps inside the card. */
export const LongUserName: Story = {
  parameters: {
    screen: {
      slot: "changePassword",
      search: setPasswordLinkQuery(
        "usuario.con.un.nombre.extraordinariamente.largo.para.probar.el.ajuste.de.linea",
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/extraordinariamente/)).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
