import { Api } from "@gse/contract";
import { MemoryStorage, route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import SelectAccountsScreen from "./SelectAccountsScreen.tsx";
import { selfServiceApi, storedAccounts } from "./self-service-api-mock.ts";

/** A storage of its own per story: a story that restores clears the list it was given. */
const withList = (accounts?: readonly unknown[]) => ({
  screen: {
    slot: "selectAccounts" as const,
    routes: selfServiceApi(),
    env: { sessionStorage: storedAccounts(accounts) },
  },
});

const meta = {
  title: "Self-service/SelectAccountsScreen",
  component: SelectAccountsScreen,
  ...screenStories("selectAccounts"),
  parameters: { screen: { slot: "selectAccounts", routes: selfServiceApi() } },
  globals: { brand: "selfservice" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The accounts of the email as radios by user name; Restablecer waits for a choice. */
export const Default: Story = {
  parameters: withList(),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole("group", { name: "¿Qué usuario deseas restablecer?" });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "shared.one",
      "shared.two",
    ]);
    await expect(canvas.getByRole("button", { name: "Restablecer" })).toBeDisabled();
  },
};

/** shared.two chosen and restored: the reset for that user, the list cleared, on to /check-email. */
export const Restore: Story = {
  parameters: withList(),
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole("radio", { name: "shared.two" }));
    await userEvent.click(canvas.getByRole("button", { name: "Restablecer" }));
    const mock = mockOf(context);
    await waitFor(() => expect(mock.moves[0]).toMatchObject({ to: "/check-email" }));
    await expect(mock.api.requests.at(-1)?.body).toMatchObject({ user: "shared.two", isByUser: true });
    await expect(mock.runtime.env.sessionStorage.getItem("users")).toBeNull();
  },
};

/** The reset was refused: the server's message, and the choice stays. */
export const RestoreRefused: Story = {
  parameters: {
    screen: {
      env: { sessionStorage: storedAccounts() },
      routes: [
        route(Api.authentication.resetPassword, () => ({
          status: 400,
          body: { informationCode: "R23", information: "No pudimos enviar el correo. Inténtalo de nuevo." },
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "shared.one" }));
    await userEvent.click(canvas.getByRole("button", { name: "Restablecer" }));
    await expect(await canvas.findByText("No pudimos enviar el correo. Inténtalo de nuevo.")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "shared.one" })).toBeChecked();
  },
};

/** An empty list: 'Users not found'. */
export const UsersNotFound: Story = {
  parameters: withList([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No se encontraron usuarios")).toBeVisible();
    await expect(canvas.queryByRole("radio")).toBeNull();
  },
};

/** The link to login clears the stored list. */
export const BackToLogin: Story = {
  parameters: withList(),
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("link", { name: "Iniciar sesión" }));
    const mock = mockOf(context);
    await expect(mock.moves).toEqual([{ to: "/login" }]);
    await expect(mock.runtime.env.sessionStorage.getItem("users")).toBeNull();
  },
};

/** Reached without a stored list: straight to /login. */
export const WithoutList: Story = {
  parameters: { screen: { env: { sessionStorage: new MemoryStorage() } } },
  play: async (context) => {
    await waitFor(() => expect(mockOf(context).moves).toEqual([{ to: "/login" }]));
  },
};
