import { newApplicationForm } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppFormView } from "./AppFormView.tsx";
import type { ApplicationValues } from "./app-form.ts";

const existing: ApplicationValues = {
  ...newApplicationForm(),
  id: 7,
  name: "Nomina",
  title: "Nómina en línea",
  description: "Liquidación de nómina",
  urlApp: "https://nomina.example.com/",
  urlAssignPassword: "https://nomina.example.com/asignar",
  landing: "https://nomina.example.com/inicio",
  typeApplication: true,
  amountTime: 15,
  timeUnit: 1,
  refreshTokenExpirationAmountTime: 8,
  refreshTokenExpirationTimeUnit: 2,
  userActivateTokenTime: 3,
  userActivateTokenTimeUnit: 3,
  assignPasswordTokenTime: 1,
  assignPasswordTokenTimeUnit: 3,
  numberPasswordChanges: 3,
  passwordExpiration: 90,
  passwordTypeExpiration: 3,
  mechanismAfterSetPass: 1,
};

const updated = {
  basics: "Los datos básicos han sido actualizados",
  token: "Las opciones de token han sido actualizados",
  password: "Las opciones de contraseña han sido actualizados",
  configuration: "Las opciones de configuración han sido actualizados",
} as const;

/** The application form on a page, saving in memory with the §8 texts. */
function AppFormPage({ isNew }: { readonly isNew: boolean }) {
  return (
    <main style={{ padding: 16 }}>
      <AppFormView
        values={isNew ? newApplicationForm() : existing}
        isNew={isNew}
        onSave={async (_values, tab) => ({
          ok: true,
          message: isNew ? "La aplicación fue creada con éxito" : updated[tab],
        })}
        onLeave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Applications/Form",
  component: AppFormPage,
  args: { isNew: true },
} satisfies Meta<typeof AppFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Siguiente pestaña" }));
const tab = (canvas: Canvas, name: string) => canvas.getByRole("tab", { name });
const field = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });
const amount = (canvas: Canvas, name: RegExp) => canvas.getByRole("spinbutton", { name });
const choice = (canvas: Canvas, name: RegExp) => canvas.getByRole("combobox", { name });

async function retype(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  if (text) await userEvent.type(element, text);
}

async function fillBasics(canvas: Canvas) {
  await retype(field(canvas, /^Nombre/), "Nomina");
  await retype(field(canvas, /^Título/), "Nómina en línea");
  await retype(field(canvas, /^URL de la aplicación/), "https://nomina.example.com/");
  await retype(field(canvas, /^URL de asignación/), "https://nomina.example.com/asignar");
  await retype(field(canvas, /^URL de inicio/), "https://nomina.example.com/inicio");
}

async function fillToken(canvas: Canvas) {
  for (const [label, unit] of [
    [/^Duración del token\b(?! de)/, /^Unidad del token\b(?! de)/],
    [/^Expiración del refresh token/, /^Unidad de expiración/],
    [/^Duración del token de activación/, /^Unidad del token de activación/],
    [/^Duración del token de asignación/, /^Unidad del token de asignación/],
  ] as const) {
    await retype(amount(canvas, label), "15");
    await userEvent.selectOptions(choice(canvas, unit), "Minutos");
  }
}

async function fillPassword(canvas: Canvas) {
  await retype(amount(canvas, /^Número de cambios/), "3");
  await retype(amount(canvas, /^Expiración de la contraseña/), "90");
  await userEvent.selectOptions(choice(canvas, /^Tipo de expiración/), "Días");
  await userEvent.selectOptions(choice(canvas, /^Después de asignar/), "Login de la aplicación");
}

/** Datos Básicos of a new application: the next arrow stays on the tab and shows each rule's message. */
export const NewBasicsInvalid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nueva aplicación" })).toBeVisible();
    await userEvent.type(field(canvas, /^Nombre/), "Nómina-2024!");
    await expect(field(canvas, /^Nombre/)).toHaveValue("Nómina2024");
    await userEvent.type(field(canvas, /^Título/), "ab");
    await userEvent.type(field(canvas, /^URL de la aplicación/), "nomina");
    await next(canvas);
    await expect(await canvas.findByText("Debe tener más de 2 caracteres")).toBeVisible();
    await expect(canvas.getByText("Debes asignar una url válida")).toBeVisible();
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(2);
    await expect(tab(canvas, "Datos Básicos")).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("radio", { name: "Producto" })).toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Visible" })).toBeChecked();
  },
};

/** Token: 0, a value over its unit's maximum, -1 where it is not allowed and a unit not chosen. */
export const NewTokenInvalid: Story = {
  play: async ({ canvas }) => {
    await fillBasics(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Token")).toHaveAttribute("aria-selected", "true"));
    await fillToken(canvas);
    await retype(amount(canvas, /^Duración del token\b(?! de)/), "0");
    await userEvent.selectOptions(choice(canvas, /^Unidad de expiración/), "Días");
    await retype(amount(canvas, /^Expiración del refresh token/), "366");
    await retype(amount(canvas, /^Duración del token de activación/), "-1");
    await userEvent.selectOptions(choice(canvas, /^Unidad del token de asignación/), "Seleccionar");
    await next(canvas);
    await expect(await canvas.findByText("El valor no puede ser 0")).toBeVisible();
    await expect(canvas.getByText("El valor no puede ser mayor a 365")).toBeVisible();
    // -1 cannot be typed where it is not allowed: the input stays empty, like the unchosen unit.
    await expect(amount(canvas, /^Duración del token de activación/)).toHaveValue(null);
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(2);
    await expect(tab(canvas, "Token")).toHaveAttribute("aria-selected", "true");
  },
};

/** Contraseña: password changes under -1 cannot be typed; expiration 0 and unchosen choices are refused. */
export const NewPasswordInvalid: Story = {
  play: async ({ canvas }) => {
    await fillBasics(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Token")).toHaveAttribute("aria-selected", "true"));
    await fillToken(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Contraseña")).toHaveAttribute("aria-selected", "true"));
    await expect(canvas.getByText("Valor numérico desde -1")).toBeVisible();
    await retype(amount(canvas, /^Expiración de la contraseña/), "0");
    await next(canvas);
    await expect(await canvas.findByText("El valor no puede ser 0")).toBeVisible();
    await expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(2);
    await expect(tab(canvas, "Contraseña")).toHaveAttribute("aria-selected", "true");
  },
};

/** Configuración: the §3 defaults; maxConcurrentTokens is enabled by concurrent sessions; Guardar creates. */
export const NewConfigurationSaved: Story = {
  play: async ({ canvas }) => {
    await fillBasics(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Token")).toHaveAttribute("aria-selected", "true"));
    await fillToken(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Contraseña")).toHaveAttribute("aria-selected", "true"));
    await fillPassword(canvas);
    await next(canvas);
    await waitFor(() => expect(tab(canvas, "Configuración")).toHaveAttribute("aria-selected", "true"));
    await expect(amount(canvas, /^Máximo de refresh tokens\*?$/)).toHaveValue(-1);
    await expect(amount(canvas, /^Máximo de refresh tokens por usuario/)).toHaveValue(0);
    await expect(amount(canvas, /^Máximo de tokens concurrentes por usuario/)).toHaveValue(-1);
    const concurrent = amount(canvas, /^Máximo de tokens concurrentes\*?$/);
    await expect(concurrent).toBeDisabled();
    await userEvent.click(canvas.getByRole("switch", { name: "Sesión concurrente" }));
    await expect(concurrent).toBeEnabled();
    await retype(concurrent, "256");
    await expect(await canvas.findByText("El valor no puede ser mayor a 255")).toBeVisible();
    await retype(concurrent, "2");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("La aplicación fue creada con éxito")).toBeVisible();
  },
};

const readOnlyTab = (name: string, heading: string): Story => ({
  args: { isNew: false },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, name));
    await expect(await canvas.findByRole("heading", { name: heading })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Actualizar/ })).toBeNull();
    for (const input of canvas.queryAllByRole("textbox")) await expect(input).toHaveAttribute("readonly");
    for (const input of canvas.queryAllByRole("spinbutton")) {
      await expect((input as HTMLInputElement).readOnly || (input as HTMLInputElement).disabled).toBe(true);
    }
  },
});

/** An existing application reads until the edit toggle, tab by tab, with the §2 subheaders. */
export const DetailsBasics = readOnlyTab("Datos Básicos", "Detalle de datos básicos");
export const DetailsToken = readOnlyTab("Token", "Detalles de token");
export const DetailsPassword = readOnlyTab("Contraseña", "Detalles de contraseña");
export const DetailsConfiguration = readOnlyTab("Configuración", "Detalles de configuración");

const editTab = (
  name: string,
  heading: string,
  button: string,
  change: (canvas: Canvas) => Promise<void>,
  message: string,
): Story => ({
  args: { isNew: false },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, name));
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await expect(await canvas.findByRole("heading", { name: heading })).toBeVisible();
    await change(canvas);
    await userEvent.click(canvas.getByRole("button", { name: button }));
    await expect(await canvas.findByText(message)).toBeVisible();
  },
});

/** Editing each tab: its update button and its §8 text. The name keys the application: it stays read-only. */
export const EditBasics = editTab(
  "Datos Básicos",
  "Editar datos básicos",
  "Actualizar datos",
  async (canvas) => {
    await expect(field(canvas, /^Nombre/)).toHaveAttribute("readonly");
    await retype(field(canvas, /^URL de la aplicación/), "https://nomina2.example.com/");
  },
  updated.basics,
);
export const EditToken = editTab(
  "Token",
  "Editar token",
  "Actualizar token",
  (canvas) => retype(amount(canvas, /^Duración del token\b(?! de)/), "2"),
  updated.token,
);
export const EditPassword = editTab(
  "Contraseña",
  "Editar contraseña",
  "Actualizar Contraseña",
  (canvas) => retype(amount(canvas, /^Número de cambios/), "-1"),
  updated.password,
);
export const EditConfiguration = editTab(
  "Configuración",
  "Editar configuración",
  "Actualizar",
  (canvas) => retype(amount(canvas, /^Máximo de refresh tokens por usuario/), "5"),
  updated.configuration,
);

/** Changing tab with changes asks 'Hiciste modificaciones ¿Deseas actualizarlas?'; Cancelar restores. */
export const EditDirtyPrompt: Story = {
  args: { isNew: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await retype(field(canvas, /^Título/), "Nómina nueva");
    await userEvent.click(tab(canvas, "Token"));
    const dialog = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(dialog).toHaveAccessibleDescription("Hiciste modificaciones ¿Deseas actualizarlas?");
    const cancel = within(dialog).getByRole("button", { name: "Cancelar" });
    await userEvent.click(cancel);
    await waitFor(() => expect(tab(canvas, "Token")).toHaveAttribute("aria-selected", "true"));
    await userEvent.click(tab(canvas, "Datos Básicos"));
    await expect(field(canvas, /^Título/)).toHaveValue("Nómina en línea");
  },
};
