import { Api } from "@gse/contract";
import { type FakeRoute, route } from "@gse/sdk/testing";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockOf, type ScreenStoryParameters, screenStories } from "../../testing/screen-stories.tsx";
import { certificateAccounts, certificateApi, wrongCodeMessage } from "./certificate-api-mock.ts";
import ResetPasswordCertificateScreen from "./ResetPasswordCertificateScreen.tsx";

const answering = (routes: readonly FakeRoute[] = []): { screen: ScreenStoryParameters } => ({
  screen: { slot: "resetPasswordCertificate", routes: [...certificateApi(), ...routes] },
});
/** A call that never answers: the screen stays waiting. */
const never = () => new Promise<never>(() => {});

const meta = {
  title: "Certificate/ResetPasswordCertificateScreen",
  component: ResetPasswordCertificateScreen,
  ...screenStories("resetPasswordCertificate"),
  parameters: answering(),
  globals: { brand: "certificate" },
} satisfies Meta;

export default meta;
type Story = StoryObj;
type Context = Pick<StoryContext, "canvas">;

/** Types the document number and continues to the certificates found. */
async function identify(
  { canvas }: Context,
  documentNumber: string = certificateAccounts.demo.documentNumber,
) {
  await userEvent.type(await canvas.findByLabelText(/^Número de documento/), documentNumber);
  await userEvent.click(canvas.getByRole("button", { name: "Continuar" }));
}

/** Picks the certificate and continues: a code by email, or the direct reset of a manual-password account. */
async function choose(context: Context, account: { userName: string; documentNumber: string }) {
  await identify(context, account.documentNumber);
  const select = await context.canvas.findByRole("combobox", { name: /^Certificado/ });
  await userEvent.selectOptions(select, account.userName);
  await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
}

/** Reaches the code step of cert.demo, whose code went to the masked address. */
async function toCode(context: Context) {
  await choose(context, certificateAccounts.demo);
  await context.canvas.findByRole("textbox", { name: /^Código/ });
}

async function enterCode({ canvas }: Context, code: string) {
  await userEvent.type(canvas.getByRole("textbox", { name: /^Código/ }), code);
  await userEvent.click(canvas.getByRole("button", { name: "Continuar" }));
}

export const Identify: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Restablecer contraseña" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Número de documento/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Continuar" }));
    await expect(await canvas.findByText("Campo obligatorio")).toBeVisible();
  },
};

/** Looking the certificates up: Continuar is busy. */
export const LookingUp: Story = {
  parameters: answering([route(Api.authentication.usersResetPassword, never)]),
  play: async (context) => {
    await identify(context);
    await expect(context.canvas.getByRole("button", { name: "Continuar" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The certificate list, focused on arrival; continuing without a choice says it is required. */
export const ChooseCertificate: Story = {
  play: async (context) => {
    await identify(context);
    const select = await context.canvas.findByRole("combobox", { name: /^Certificado/ });
    await waitFor(() => expect(select).toHaveFocus());
    await expect(
      context.canvas.getByRole("option", { name: "Selecciona un certificado" }),
    ).toBeInTheDocument();
    await expect(context.canvas.getByRole("option", { name: "cert.demo" })).toBeInTheDocument();
    await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
    await expect(await context.canvas.findByText("Campo obligatorio")).toBeVisible();
  },
};

/**
 * No certificate for that document, and no dead end: no empty select, the step says so, naming the
 * document, and leads back to another document or to the login.
 */
export const NoAssociatedUsers: Story = {
  play: async (context) => {
    await identify(context, "99999999");
    const said = await context.canvas.findByText("No hay usuarios asociados al documento 99999999.");
    await waitFor(() => expect(said).toHaveFocus());
    await expect(context.canvas.queryByRole("combobox", { name: /^Certificado/ })).toBeNull();
    await expect(context.canvas.queryByRole("button", { name: "Continuar" })).toBeNull();
    await expect(context.canvas.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
      "href",
      "/login",
    );
    await userEvent.click(context.canvas.getByRole("button", { name: "Volver" }));
    await expect(await context.canvas.findByLabelText(/^Número de documento/)).toHaveFocus();
  },
};

/** The 6-digit code went to the masked address; the field wants exactly 6 digits. */
export const CodeStep: Story = {
  play: async (context) => {
    await toCode(context);
    const { canvas } = context;
    await expect(
      canvas.getByText(`Te enviamos un código de 6 dígitos a ${certificateAccounts.demo.maskedEmail}.`),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Código/ })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "Volver" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "¿No recibiste el correo?" })).toBeVisible();
    await enterCode(context, "12a");
    await expect(await canvas.findByText("Ingresa un código numérico de 6 caracteres.")).toBeVisible();
  },
};

/** A wrong code keeps the code step with the server's text, the spinner stopped. */
export const WrongCode: Story = {
  play: async (context) => {
    await toCode(context);
    await enterCode(context, "111111");
    await expect(await context.canvas.findByText(wrongCodeMessage)).toBeVisible();
    await expect(context.canvas.getByRole("textbox", { name: /^Código/ })).toBeVisible();
    await expect(context.canvas.getByRole("button", { name: "Continuar" })).not.toHaveAttribute("aria-busy");
  },
};

/** 'Not received the email': a new code, and the address shown only by its tail. */
export const CodeResent: Story = {
  play: async (context) => {
    await toCode(context);
    await userEvent.click(context.canvas.getByRole("button", { name: "¿No recibiste el correo?" }));
    await expect(await context.canvas.findByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
    await expect(
      context.canvas.getByText("Enviamos nuevamente el correo a *****@example.test."),
    ).toHaveFocus();
    await userEvent.click(context.canvas.getByRole("button", { name: "Continuar" }));
    await expect(await context.canvas.findByRole("textbox", { name: /^Código/ })).toBeVisible();
  },
};

/** The right code resets the password; Entendido goes back to login. */
export const Success: Story = {
  play: async (context) => {
    await toCode(context);
    await enterCode(context, certificateAccounts.code);
    await expect(await context.canvas.findByRole("heading", { name: "Listo" })).toBeVisible();
    await expect(
      context.canvas.getByText(
        "Tu contraseña fue restablecida. Ahora inicias sesión con la contraseña asignada originalmente al certificado.",
      ),
    ).toBeVisible();
    await userEvent.click(context.canvas.getByRole("button", { name: "Entendido" }));
    await expect(mockOf(context).moves).toEqual([{ to: "/Login" }]);
  },
};

/** A manual-password account is reset directly, without a code. */
export const ManualPassword: Story = {
  play: async (context) => {
    await choose(context, certificateAccounts.manual);
    await expect(await context.canvas.findByRole("heading", { name: "Listo" })).toBeVisible();
    await expect(mockOf(context).api.count(Api.authentication.checkEmailValid)).toBe(0);
  },
};

/** The reset failed: the server's text, and the page reloads after 3 s. */
export const ResetFailed: Story = {
  parameters: answering([
    route(Api.authentication.resetPasswordForCertificate, () => ({
      status: 400,
      body: { informationCode: "R22", information: "Primero valida el código que enviamos a tu correo." },
    })),
  ]),
  play: async (context) => {
    await toCode(context);
    await enterCode(context, certificateAccounts.code);
    await expect(
      await context.canvas.findByText("Primero valida el código que enviamos a tu correo."),
    ).toBeVisible();
    await expect(context.canvas.getByText("La página se recargará en 3 segundos.")).toBeVisible();
    await waitFor(() => expect(mockOf(context).reloads.count).toBe(1), { timeout: 5000 });
  },
};
