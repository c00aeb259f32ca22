import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import OidcCallbackScreen from "./OidcCallbackScreen.tsx";

const meta = {
  title: "Common/OidcCallbackScreen",
  component: OidcCallbackScreen,
  ...screenStories("oidcCallback"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The exchange was refused: the spec's text and 'Entendido' back to /Login. */
export const Failed: Story = {
  play: async (context) => {
    await expect(
      await context.canvas.findByText("Lo sentimos, no hemos podido verificar tu credencial"),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("button", { name: "Entendido" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login", replace: true }]);
  },
};

/** No code in the address: the same failure, without calling the server. */
export const WithoutCode: Story = {
  parameters: { screen: { slot: "oidcCallback", search: "" } },
  play: async (context) => {
    await expect(
      await context.canvas.findByText("Lo sentimos, no hemos podido verificar tu credencial"),
    ).toBeVisible();
    await expect(mockOf(context).api.requests).toEqual([]);
  },
};

/** Exchanging the code. */
export const Verifying: Story = {
  parameters: {
    screen: {
      slot: "oidcCallback",
      routes: [route(Api.authentication.generateTokenOidc, () => new Promise(() => {}))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Cargando");
  },
};
