import { Api } from "@gse/contract";
import { i18n } from "@gse/sdk";
import type { FakeRoute } from "@gse/sdk/testing";
import { route } from "@gse/sdk/testing";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { captchaWait } from "../../testing/captcha-stand-in.ts";
import { demoAccount } from "../../testing/fake-api.ts";
import { clockOf, withFakeClock } from "../../testing/fake-clock.ts";
import {
  expectLockCountingDown,
  lockedFor272Seconds,
  oneAttemptLeft,
  refusal,
} from "../../testing/login-answers.ts";
import { mockOf, type ScreenStoryParameters, screenStories } from "../../testing/screen-stories.tsx";
import { onlyInBrands } from "../../testing/story-brands.ts";
import LoginScreen from "./LoginScreen.tsx";

const meta = {
  title: "Common/LoginScreen",
  component: LoginScreen,
  ...screenStories("login"),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const answering = (routes: readonly FakeRoute[]): { screen: ScreenStoryParameters } => ({
  screen: { slot: "login", routes },
});

/** Types a user and a password, ticks the captcha where the brand shows one, then presses Ingresar. */
async function signIn(
  { canvas }: Pick<StoryContext, "canvas">,
  user = demoAccount.user,
  password = "incorrecta",
) {
  await userEvent.type(await canvas.findByLabelText(/^Usuario/), user);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), password);
  // The captcha's group is drawn at once; its provider's widget (the checkbox) once its script has loaded.
  if (canvas.queryByRole("group", { name: "Captcha" })) {
    await userEvent.click(await canvas.findByRole("checkbox", { name: "No soy un robot" }, captchaWait));
  }
  // The brand's wording of it (payroll's is "Ingresar a Nómina"): the grid plays this in every brand.
  await userEvent.click(canvas.getByRole("button", { name: i18n._("Ingresar") }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Login" })).toBeVisible();
    // Arrival puts the cursor in the first field, so typing can start at once.
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(await canvas.findByRole("link", { name: "Recordar contraseña" })).toHaveAttribute(
      "href",
      "/resetpassword",
    );
  },
};

/** Back from /logout: 'Sesión finalizada exitosamente'. */
export const SignedOut: Story = {
  parameters: { screen: { slot: "login", navigationState: { message: "Sesión finalizada exitosamente" } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Sesión finalizada exitosamente")).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: i18n._("Ingresar") }));
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Usuario/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** The answer is on its way: the button is busy. */
export const Loading: Story = {
  parameters: answering([route(Api.authentication.login, () => new Promise(() => {}))]),
  play: async (context) => {
    await signIn(context, demoAccount.user, demoAccount.password);
    await expect(context.canvas.getByRole("button", { name: i18n._("Ingresar") })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const TwoAttemptsLeft: Story = {
  parameters: answering([
    route(
      Api.authentication.login,
      refusal({
        informationCode: "R11",
        information: "Usuario o contraseña incorrectos, tienes dos (2) intentos más",
        failedLoginInformation: { failedAttempts: 1, lockTime: 0 },
      }),
    ),
  ]),
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText(/tienes dos \(2\) intentos más/)).toBeVisible();
  },
};

export const OneAttemptLeft: Story = {
  parameters: answering([route(Api.authentication.login, oneAttemptLeft)]),
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText("tienes solo un (1) intento más")).toBeVisible();
  },
};

/** R13 mid-countdown: the lock has 4 min 32 s left and counts down each second (30 s later, 04:02). */
export const Locked: Story = {
  ...withFakeClock(),
  parameters: answering([route(Api.authentication.login, lockedFor272Seconds)]),
  play: async (context) => {
    await signIn(context);
    await expectLockCountingDown(context);
    // The hint's reset words are the reset link itself.
    const hint = context.canvas.getByText(
      (_, element) =>
        element?.tagName === "P" &&
        element.textContent === "Si no recuerdas tu contraseña, usa Recordar contraseña.",
    );
    await expect(hint).toBeVisible();
    await expect(within(hint).getByRole("link", { name: "Recordar contraseña" })).toHaveAttribute(
      "href",
      "/resetpassword",
    );
    // Ingresar is disabled and says why: the lock notice describes it.
    const ingresar = context.canvas.getByRole("button", { name: i18n._("Ingresar") });
    await expect(ingresar).toBeDisabled();
    await expect(ingresar).toHaveAccessibleDescription(/El usuario se encuentra bloqueado/);
  },
};

/** The lock ran out: Ingresar is back. */
export const Released: Story = {
  ...withFakeClock(),
  parameters: answering([route(Api.authentication.login, lockedFor272Seconds)]),
  play: async (context) => {
    await signIn(context);
    await context.canvas.findByText(/El usuario se encuentra bloqueado/);
    clockOf(context).tick(272_000);
    await expect(
      await context.canvas.findByText("El usuario ya fue liberado por favor intente acceder de nuevo"),
    ).toBeVisible();
    await expect(context.canvas.getByRole("button", { name: i18n._("Ingresar") })).toBeEnabled();
  },
};

/** A20 or isBlocked: the permanent lock and the support contact. */
export const PermanentLock: Story = {
  parameters: answering([
    route(Api.authentication.login, refusal({ informationCode: "R11", isBlocked: true })),
  ]),
  play: async (context) => {
    await signIn(context);
    await expect(
      await context.canvas.findByText(/El usuario se encuentra bloqueado. Para solucionarlo, comunícate al/),
    ).toBeVisible();
    await expect(context.canvas.getByRole("link", { name: "soporte@gse.example.test" })).toHaveAttribute(
      "href",
      "mailto:soporte@gse.example.test",
    );
  },
};

/** The server parameter captchaApply (or the brand) asks for the captcha; sending unsolved says so. */
export const CaptchaRequired: Story = {
  parameters: {
    ...onlyInBrands((brand) => brand.behaviour.captcha !== "off"),
    ...answering([
      route(Api.application.parameters, () => ({
        body: {
          responseCode: 200,
          result: [{ parameterCode: "captchaApply", parameterValue: '{"type":"boolean","value":true}' }],
        },
      })),
    ]),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Usuario/), demoAccount.user);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), demoAccount.password);
    await userEvent.click(canvas.getByRole("button", { name: i18n._("Ingresar") }));
    await expect(await canvas.findByText("Por favor valida que no eres un robot.")).toBeVisible();
    await userEvent.click(await canvas.findByRole("checkbox", { name: "No soy un robot" }, captchaWait));
    await expect(canvas.queryByText("Por favor valida que no eres un robot.")).toBeNull();
  },
};

/** The API did not answer: the generic text, and what the user typed stays. */
export const ServerUnreachable: Story = {
  parameters: {
    screen: { slot: "login", env: { fetch: () => Promise.reject(new TypeError("Failed to fetch")) } },
  },
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText("Error al realizar la petición.")).toBeVisible();
    await expect(context.canvas.getByLabelText(/^Usuario/)).toHaveValue(demoAccount.user);
  },
};

/** A brand with a purchase address (payroll) has a Comprar link; the server offers a free trial. */
export const PurchaseAndFreeTrial: Story = {
  globals: { brand: "payroll" },
  parameters: {
    ...onlyInBrands((brand) => brand.behaviour.purchaseUrl !== null),
    ...answering([
      route(Api.application.freeTrial, () => ({
        body: {
          responseCode: 200,
          result: { isFreeTrial: true, urlFreeTrial: "http://localhost:5173/prueba", codeFreeTrial: null },
        },
      })),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: /Comprar/ })).toHaveAttribute("target", "_blank");
    await expect(await canvas.findByRole("link", { name: /Prueba Gratis/ })).toBeVisible();
  },
};

/** A long user name wraps inside the card: nothing overflows a 360 px phone. */
export const LongUserName: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^Usuario/),
      "usuario.con.un.nombre.extraordinariamente.largo.para.la.prueba@empresa-con-dominio-largo.example.test",
    );
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** Demo signs in and leaves for urlApp. */
export const SignsIn: Story = {
  play: async (context) => {
    await signIn(context, demoAccount.user, demoAccount.password);
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  },
};

/** Portuguese, whose texts run longer: still one column, nothing cut. */
export const InPortuguese: Story = {
  globals: { language: "pt" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** Payroll's own wording (brands/payroll/texts/es.json): its button says "Ingresar a Nómina" in Spanish. */
export const InTheBrandsOwnWords: Story = {
  globals: { brand: "payroll" },
  parameters: onlyInBrands((brand) => brand.texts?.es !== undefined),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Ingresar a Nómina" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ingresar" })).toBeNull();
  },
};
