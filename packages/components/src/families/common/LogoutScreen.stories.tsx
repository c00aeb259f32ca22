import { Api } from "@gse/contract";
import { i18n } from "@gse/sdk";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import LogoutScreen from "./LogoutScreen.tsx";

const meta = {
  title: "Common/LogoutScreen",
  component: LogoutScreen,
  ...screenStories("logout"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** 'Signing out ...' while the session is revoked, then login with 'Sesión finalizada exitosamente'. */
export const Default: Story = {
  parameters: { screen: { slot: "logout", signedInAs: demoAccount.user } },
  play: async (context) => {
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([
        { to: "/Login", state: { message: "Sesión finalizada exitosamente" } },
      ]),
    );
    await expect(mockOf(context).api.count(Api.authentication.revokeToken)).toBe(1);
  },
};

/** Still revoking. */
export const SigningOut: Story = {
  parameters: {
    screen: {
      slot: "logout",
      signedInAs: demoAccount.user,
      routes: [route(Api.authentication.revokeToken, () => new Promise(() => {}))],
    },
  },
  play: async ({ canvas }) => {
    // The spec quotes this text in English; the catalog says it in the active language.
    await expect(await canvas.findByRole("heading", { name: i18n._("Signing out ...") })).toBeVisible();
  },
};
