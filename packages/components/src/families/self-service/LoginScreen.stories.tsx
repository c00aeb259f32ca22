import { Api } from "@gse/contract";
import { type FakeRoute, route } from "@gse/sdk/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import LoginScreen from "./LoginScreen.tsx";
import { selfServiceApi } from "./self-service-api-mock.ts";

const withRoutes = (routes: readonly FakeRoute[] = []) => ({
  screen: { slot: "login" as const, routes: [...selfServiceApi(), ...routes] },
});

const meta = {
  title: "Self-service/LoginScreen",
  component: LoginScreen,
  ...screenStories("login"),
  parameters: withRoutes(),
  globals: { brand: "selfservice_co" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** 'Iniciar Sesión', the form, 'Ingresar con' and the language selector (es, en, pt). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
    // Arrival puts the cursor in the first field, so typing can start at once.
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Ingresar con GSE ID" })).toBeVisible();
    const selector = canvas.getByRole("combobox", { name: "Idioma" }) as HTMLSelectElement;
    await expect([...selector.options].map((option) => option.value)).toEqual(["es", "en", "pt"]);
  },
};

/** 'Ingresar con' leaves for the identity provider the server names. */
export const FederatedSignIn: Story = {
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Ingresar con GSE ID" }));
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([
        { left: "http://localhost:5173/dev/oidc/authorize?app=selfservice&tenant=co", newTab: false },
      ]),
    );
  },
};

/** An address outside the allowlist is not followed; the screen says why. */
export const FederatedAddressRefused: Story = {
  parameters: withRoutes([
    route(Api.authentication.connectOidc, () => ({
      body: { responseCode: 200, result: { url: "https://elsewhere.example.test/authorize" } },
    })),
  ]),
  play: async (context) => {
    await userEvent.click(await context.canvas.findByRole("button", { name: "Ingresar con GSE ID" }));
    await expect(
      await context.canvas.findByText("No es posible continuar: la dirección de destino no está permitida."),
    ).toBeVisible();
    await expect(mockOf(context).moves).toEqual([]);
  },
};

/** The provider is unavailable: the server's message. */
export const FederatedFailed: Story = {
  parameters: withRoutes([
    route(Api.authentication.connectOidc, () => ({
      status: 400,
      body: { informationCode: "R23", information: "El proveedor de identidad no está disponible." },
    })),
  ]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ingresar con GSE ID" }));
    await expect(await canvas.findByText("El proveedor de identidad no está disponible.")).toBeVisible();
  },
};

/** Demo signs in with the form and leaves for urlApp. */
export const SignsIn: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(await canvas.findByLabelText(/^Usuario/), demoAccount.user);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), demoAccount.password);
    await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  },
};

/** The Brazilian tenant in Portuguese: every text translated, still one column at 360 px. */
export const InPortuguese: Story = {
  globals: { brand: "selfservice_br", language: "pt" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Fazer Login" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Entrar com GSE ID" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Idioma" })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
