import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";
import { selfServiceApi, sharedAccounts } from "./self-service-api-mock.ts";

const meta = {
  title: "Self-service/ResetPasswordScreen",
  component: ResetPasswordScreen,
  ...screenStories("resetPassword"),
  parameters: { screen: { slot: "resetPassword", routes: selfServiceApi() } },
  globals: { brand: "selfservice_pe" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

async function send({ canvas }: Pick<StoryContext, "canvas">, email: string) {
  await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), email);
  await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Restablecer contraseña" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/login");
  },
};

/** Two accounts on the email: the list is stored and the picker opens. */
export const SeveralAccounts: Story = {
  play: async (context) => {
    await send(context, sharedAccounts[0].email);
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/selectaccounts" }]));
    const stored = JSON.parse(mockOf(context).runtime.env.sessionStorage.getItem("users") ?? "[]");
    await expect(stored.map((account: { userName: string }) => account.userName)).toEqual([
      "shared.one",
      "shared.two",
    ]);
  },
};

/** One account: its reset goes at once, by user name, and the user moves on to /check-email. */
export const OneAccount: Story = {
  play: async (context) => {
    await send(context, "demo@example.test");
    await waitFor(() => expect(mockOf(context).moves[0]).toMatchObject({ to: "/check-email" }));
    await expect(mockOf(context).api.requests.at(-1)?.body).toMatchObject({ user: "demo", isByUser: true });
  },
};

/** No account: 'Users not found' under the field. */
export const NoAccounts: Story = {
  play: async (context) => {
    await send(context, "alguien@nadie.example.test");
    await waitFor(() =>
      expect(context.canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
        "No se encontraron usuarios",
      ),
    );
  },
};
