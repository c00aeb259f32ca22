import { Api } from "@gse/contract";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { demoAccount } from "../../testing/fake-api.ts";
import { withFakeClock } from "../../testing/fake-clock.ts";
import { expectLockCountingDown, lockedFor272Seconds, refusal } from "../../testing/login-answers.ts";
import { mockOf, screenStories } from "../../testing/screen-stories.tsx";
import { onlyInBrands } from "../../testing/story-brands.ts";
import LoginScreen from "./LoginScreen.tsx";

const meta = {
  title: "Themed/LoginScreen",
  component: LoginScreen,
  ...screenStories("login"),
  globals: { brand: "license_certa" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

async function signIn({ canvas }: Pick<StoryContext, "canvas">, password = "incorrecta") {
  await userEvent.type(await canvas.findByLabelText(/^Usuario/), demoAccount.user);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), password);
  await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
}

/** The certificate tenants' variant: 'Iniciar Sesión' with the brand panel and its logo at the start. */
export const CertificateTenant: Story = {
  parameters: onlyInBrands((brand) => brand.layout.panelSide === "start"),
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: mockOf(context).props.brand.name })).toBeVisible();
    // Arrival puts the cursor in the first field, so typing can start at once.
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(await canvas.findByRole("link", { name: "Recordar contraseña" })).toHaveAttribute(
      "href",
      "/resetpassword",
    );
  },
};

/** The inhibitory-lists variant: the panel at the end, the tenant's colours and logo. */
export const InhibitoryLists: Story = {
  globals: { brand: "inhibitorylists_co" },
  parameters: onlyInBrands((brand) => brand.layout.panelSide === "end"),
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: mockOf(context).props.brand.name })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ingresar" }));
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(2);
  },
};

export const TwoAttemptsLeft: Story = {
  parameters: {
    screen: {
      slot: "login",
      routes: [
        route(
          Api.authentication.login,
          refusal({
            informationCode: "R11",
            failedLoginInformation: { failedAttempts: 1, lockTime: 0 },
          }),
        ),
      ],
    },
  },
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText(/tienes dos \(2\) intentos más/)).toBeVisible();
    // The refused password is cleared and has the cursor, to be typed again.
    const password = context.canvas.getByLabelText(/^Contraseña/);
    await expect(password).toHaveValue("");
    await expect(password).toHaveFocus();
  },
};

/** R13 mid-countdown: the lock counts down in mm:ss (30 s later, 04:02) and Ingresar waits. */
export const Locked: Story = {
  ...withFakeClock(),
  parameters: {
    screen: {
      slot: "login",
      routes: [route(Api.authentication.login, lockedFor272Seconds)],
    },
  },
  play: async (context) => {
    await signIn(context);
    await expectLockCountingDown(context);
    await expect(context.canvas.getByRole("button", { name: "Ingresar" })).toBeDisabled();
  },
};

/** Back from /logout: 'Sesión finalizada exitosamente'. */
export const SignedOut: Story = {
  parameters: { screen: { slot: "login", navigationState: { message: "Sesión finalizada exitosamente" } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Sesión finalizada exitosamente")).toBeVisible();
  },
};

/** Demo signs in and leaves for urlApp. */
export const SignsIn: Story = {
  play: async (context) => {
    await signIn(context, demoAccount.password);
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  },
};

/** English for the inhibitory-lists app: the title is translated too. */
export const InEnglish: Story = {
  globals: { brand: "inhibitorylists", language: "en" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
