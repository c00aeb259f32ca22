import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { oidcRequest } from "../../testing/get-screen-mock.tsx";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import { onlyInBrands } from "../../testing/story-brands.ts";
import OidcCallbackScreen from "../common/OidcCallbackScreen.tsx";
import { selfServiceApi } from "./self-service-api-mock.ts";

/**
 * The self-service app's sign-in callback (spec §2, §7): common's screen in the themed layout, on the app's
 * API; the review grid shows these states in the self-service brands only, common's own stories elsewhere.
 */
const meta = {
  title: "Self-service/OidcCallbackScreen",
  component: OidcCallbackScreen,
  ...screenStories("oidcCallback"),
  parameters: {
    screen: { slot: "oidcCallback", routes: selfServiceApi() },
    ...onlyInBrands((brand) => brand.family === "self-service"),
  },
  globals: { brand: "selfservice_co" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The provider's code exchanged: A10 signs in and leaves for urlApp. */
export const SignsIn: Story = {
  play: async (context) => {
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
    // The tokens are handed to the page urlApp loads: stored, while this page stays signed out.
    await expect(mockOf(context).runtime.env.sessionStorage.getItem("jwtToken")).toMatch(/^Bearer /);
  },
};

/** A spent or unknown code: the spec's text and 'Entendido' back to /Login. */
export const Failed: Story = {
  parameters: { screen: { search: `code=spent-code&state=${oidcRequest.state}` } },
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
  parameters: { screen: { search: "" } },
  play: async (context) => {
    await expect(
      await context.canvas.findByText("Lo sentimos, no hemos podido verificar tu credencial"),
    ).toBeVisible();
    await expect(mockOf(context).api.requests.map((request) => request.path)).not.toContain(
      "/api/login/generate-token-oidc",
    );
  },
};

/** Exchanging the code. */
export const Verifying: Story = {
  parameters: {
    screen: { routes: [route(Api.authentication.generateTokenOidc, () => new Promise(() => {}))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Cargando");
  },
};
