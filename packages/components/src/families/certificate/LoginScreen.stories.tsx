import { Api } from "@gse/contract";
import { type FakeRoute, route } from "@gse/sdk/testing";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { captchaWait } from "../../testing/captcha-stand-in.ts";
import { withFakeClock } from "../../testing/fake-clock.ts";
import {
  expectLockCountingDown,
  lockedFor272Seconds,
  oneAttemptLeft,
  refusal,
} from "../../testing/login-answers.ts";
import { mockOf, type ScreenStoryParameters, screenStories } from "../../testing/screen-stories.tsx";
import { certificateAccounts, certificateApi } from "./certificate-api-mock.ts";
import LoginScreen from "./LoginScreen.tsx";

/** The certificate login on the mock of the reference API, with `routes` answered differently. */
const answering = (routes: readonly FakeRoute[] = []): { screen: ScreenStoryParameters } => ({
  screen: { slot: "login", routes: [...certificateApi(), ...routes] },
});
/** A call that never answers: the screen stays waiting. */
const never = () => new Promise<never>(() => {});

const meta = {
  title: "Certificate/LoginScreen",
  component: LoginScreen,
  ...screenStories("login"),
  parameters: answering(),
  globals: { brand: "certificate" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

interface Credentials {
  readonly documentType?: string;
  readonly documentNumber?: string;
  readonly password?: string;
}

/** Picks the document type, types the number and the password, then presses Ingresar. */
async function signIn(
  { canvas }: Pick<StoryContext, "canvas">,
  {
    documentType = certificateAccounts.demo.documentType,
    documentNumber = certificateAccounts.demo.documentNumber,
    password = "incorrecta",
  }: Credentials = {},
) {
  const select = await canvas.findByRole("combobox", { name: /^Tipo de documento/ });
  await waitFor(() => expect(select).not.toHaveAttribute("aria-busy"));
  await userEvent.selectOptions(select, documentType);
  if (documentNumber) await userEvent.type(canvas.getByLabelText(/^Número de documento/), documentNumber);
  if (password) await userEvent.type(canvas.getByLabelText(/^Contraseña/), password);
  await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    // Only the types the server allows for login: NIT is listed but not allowed.
    await expect(await canvas.findByRole("option", { name: "Pasaporte" })).toBeInTheDocument();
    await expect(canvas.queryByRole("option", { name: /tributaria/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Olvidé mi contraseña" })).toHaveAttribute(
      "href",
      "/resetpasswordCertificate",
    );
    await expect(canvas.getByRole("button", { name: "Ingresar con GSE ID" })).toBeVisible();
  },
};

/** Back from /logout-credential: 'Sesión finalizada exitosamente'. */
export const SignedOut: Story = {
  parameters: { screen: { navigationState: { message: "Sesión finalizada exitosamente" } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Sesión finalizada exitosamente")).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ingresar" }));
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(3);
    await expect(canvas.getByRole("combobox", { name: /^Tipo de documento/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** CC takes digits only, 5 to 15. */
export const NumericDocumentNumber: Story = {
  play: async (context) => {
    await signIn(context, { documentType: "CC", documentNumber: "12ab34" });
    await expect(
      await context.canvas.findByText("El campo debe ser numérico, mínimo 5 caracteres."),
    ).toBeVisible();
    await expect(context.canvas.getByLabelText(/^Número de documento/)).toHaveAttribute(
      "inputmode",
      "numeric",
    );
  },
};

/** A passport (PA) number may hold letters, still 5 to 15. */
export const PassportDocumentNumber: Story = {
  play: async (context) => {
    await signIn(context, { documentType: "PA", documentNumber: "AB1" });
    await expect(
      await context.canvas.findByText("El campo debe ser alfanumérico, mínimo 5 caracteres."),
    ).toBeVisible();
    await expect(context.canvas.getByLabelText(/^Número de documento/)).toHaveAttribute("inputmode", "text");
  },
};

/** The document types are on their way: the select says so. */
export const DocumentTypesLoading: Story = {
  parameters: answering([route(Api.security.documentTypesLogin, never)]),
  play: async ({ canvas }) => {
    const select = await canvas.findByRole("combobox", { name: /^Tipo de documento/ });
    await expect(select).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("option", { name: "Cargando" })).toBeInTheDocument();
  },
};

/** The document types could not load: the generic text and a retry that loads them. */
export const DocumentTypesFailed: Story = {
  parameters: answering([route(Api.security.documentTypesLogin, () => ({ status: 500, body: {} }))]),
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByText("Error al realizar la petición.")).toBeVisible();
    const documentTypes = certificateApi().find((entry) => entry.call === Api.security.documentTypesLogin);
    if (documentTypes) mockOf(context).api.use(documentTypes);
    await userEvent.click(canvas.getByRole("button", { name: "Reintentar" }));
    await expect(await canvas.findByRole("option", { name: "Cédula de ciudadanía" })).toBeInTheDocument();
    await expect(canvas.queryByText("Error al realizar la petición.")).toBeNull();
  },
};

/** The answer is on its way: the button is busy. */
export const Loading: Story = {
  parameters: answering([route(Api.authentication.login, never)]),
  play: async (context) => {
    await signIn(context, { password: certificateAccounts.password });
    await expect(context.canvas.getByRole("button", { name: "Ingresar" })).toHaveAttribute(
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
        information: "Documento o contraseña incorrectos, tienes dos (2) intentos más",
        failedLoginInformation: { failedAttempts: 1, lockTime: 0 },
      }),
    ),
  ]),
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText(/tienes dos \(2\) intentos más/)).toBeVisible();
    // The refused password is cleared and the cursor waits there, to type it again.
    const password = context.canvas.getByLabelText(/^Contraseña/, { selector: "input" });
    await expect(password).toHaveValue("");
    await waitFor(() => expect(password).toHaveFocus());
  },
};

export const OneAttemptLeft: Story = {
  parameters: answering([route(Api.authentication.login, oneAttemptLeft)]),
  play: async (context) => {
    await signIn(context);
    await expect(await context.canvas.findByText("tienes solo un (1) intento más")).toBeVisible();
  },
};

/** R13 mid-countdown: the lock has 4 min 32 s left and counts down each second (30 s later, 04:02); Ingresar
 * waits. */
export const Locked: Story = {
  ...withFakeClock(),
  parameters: answering([route(Api.authentication.login, lockedFor272Seconds)]),
  play: async (context) => {
    await signIn(context);
    await expectLockCountingDown(context);
    // The hint names the reset link this page has.
    // The hint's reset words are the reset link itself.
    const hint = context.canvas.getByText(
      (_, element) =>
        element?.tagName === "P" &&
        element.textContent === "Si no recuerdas tu contraseña, usa Olvidé mi contraseña.",
    );
    await expect(hint).toBeVisible();
    await expect(within(hint).getByRole("link", { name: "Olvidé mi contraseña" })).toHaveAttribute(
      "href",
      "/resetpasswordCertificate",
    );
    // Ingresar is disabled and says why: the lock notice describes it.
    const ingresar = context.canvas.getByRole("button", { name: "Ingresar" });
    await expect(ingresar).toBeDisabled();
    await expect(ingresar).toHaveAccessibleDescription(/El usuario se encuentra bloqueado/);
  },
};

/** A20 or isBlocked: the permanent lock and the brand's support contact. */
export const PermanentLock: Story = {
  parameters: answering([
    route(Api.authentication.login, refusal({ informationCode: "A20", isBlocked: true })),
  ]),
  play: async (context) => {
    await signIn(context);
    await expect(
      await context.canvas.findByText(/El usuario se encuentra bloqueado. Para solucionarlo, comunícate al/),
    ).toBeVisible();
    await expect(
      context.canvas.getByRole("link", { name: "firma.soporte@gse.example.test" }),
    ).toHaveAttribute("href", "mailto:firma.soporte@gse.example.test");
  },
};

/** The server parameter captchaApply asks for the captcha; sending unsolved says so. */
export const CaptchaRequired: Story = {
  parameters: answering([
    route(Api.application.parameters, () => ({
      body: {
        responseCode: 200,
        result: [{ parameterCode: "captchaApply", parameterValue: '{"type":"boolean","value":true}' }],
      },
    })),
  ]),
  play: async (context) => {
    await signIn(context, { password: certificateAccounts.password });
    await expect(await context.canvas.findByText("Por favor valida que no eres un robot.")).toBeVisible();
    await userEvent.click(
      await context.canvas.findByRole("checkbox", { name: "No soy un robot" }, captchaWait),
    );
    await expect(context.canvas.queryByText("Por favor valida que no eres un robot.")).toBeNull();
  },
};

/** cert.demo signs in with CC and leaves for urlApp. */
export const SignsIn: Story = {
  play: async (context) => {
    await signIn(context, { password: certificateAccounts.password });
    await waitFor(() =>
      expect(mockOf(context).moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  },
};

/** 'Ingresar con': the server's address, followed after 2 s while the button is busy. */
export const FederatedSignIn: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole("button", { name: "Ingresar con GSE ID" }));
    await expect(await canvas.findByText("Redirigiendo...")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ingresar con GSE ID" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(mockOf(context).moves).toEqual([]);
    await waitFor(
      () =>
        expect(mockOf(context).moves).toEqual([
          { left: "http://localhost:5173/dev/oidc/authorize?app=certificate", newTab: false },
        ]),
      { timeout: 4000 },
    );
  },
};

/** The server named an address the page may not go to: refused at once, with the reason. */
export const FederatedAddressRefused: Story = {
  parameters: answering([
    route(Api.authentication.connectOidc, () => ({
      body: { responseCode: 200, result: { url: "https://elsewhere.example.test/authorize" } },
    })),
  ]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Ingresar con GSE ID" }));
    await expect(
      await canvas.findByText("No es posible continuar: la dirección de destino no está permitida."),
    ).toBeVisible();
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
