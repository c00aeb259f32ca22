import type { AppForAssign, Subject, Template } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NotificationFormView } from "./NotificationFormView.tsx";
import { type NotificationValues, newNotificationValues } from "./notification-form.ts";

const today = "2026-11-23";
const applications: AppForAssign[] = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "suite", title: "Suite" },
  { id: 3, name: "license", title: "Licencias" },
  { id: 4, name: "RESETOTP", title: "RESETOTP" },
];
const templates: Template[] = [
  {
    id: 7,
    title: "Comunicado general",
    urlImage: "",
    applicationIds: [1, 2],
    variables: JSON.stringify([
      { type: "text", name: "titulo", label: "Título", maxLength: 5 },
      { type: "text", name: "mensaje", label: "Mensaje", multiline: true, row: 3 },
      { type: "date", name: "fecha", label: "Fecha del evento" },
      {
        type: "time",
        name: "hora",
        label: "Hora del evento",
        hour: { id: "hour", name: "hora" },
        minutes: { id: "minutes", name: "minutos" },
        complement: { name: "pm", label: "p. m." },
      },
      { type: "check", name: "obligatorio", label: "Asistencia obligatoria" },
    ]),
  },
];
const subjects: Subject[] = [{ id: 70, name: "Comunicado importante" }];

const pending: NotificationValues = {
  applicationIds: [1],
  templateId: 7,
  subjectId: 70,
  reason: "Aviso del cierre",
  executionDate: "2026-12-01",
  "var:titulo": "Hola",
  "var:mensaje": "Texto",
  "var:fecha": "2026-12-02",
  "var:hora:hour": "08",
  "var:hora:minutes": "30",
  "var:pm": false,
  "var:obligatorio": true,
};

/** The form on a page with in-memory templates and subjects; a save answers the server's message. */
function NotificationFormPage({ isNew }: { readonly isNew: boolean }) {
  return (
    <main style={{ padding: 16 }}>
      <NotificationFormView
        values={isNew ? newNotificationValues : pending}
        isNew={isNew}
        today={today}
        applications={applications}
        useTemplates={(ids) => (ids.length ? templates : [])}
        useSubjects={(id) => (id === 7 ? subjects : [])}
        onSave={async () => ({
          ok: true,
          message: isNew
            ? "La notificación fue programada con éxito"
            : "La notificación fue modificada con éxito",
        })}
        onLeave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Notifications/Form",
  component: NotificationFormPage,
  args: { isNew: true },
} satisfies Meta<typeof NotificationFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const chooseTemplate = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole("checkbox", { name: "Nómina" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "Licencias" }));
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Plantilla" }), "Comunicado general");
};

/** Applications first (no RESETOTP); Guardar disabled until a template is chosen; the 23:59 sending said. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nueva notificación" })).toBeVisible();
    await expect(canvas.queryByRole("checkbox", { name: "RESETOTP" })).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Plantilla" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Guardar" })).toBeDisabled();
    await expect(canvas.getByText("La notificación se envía a las 23:59 de esta fecha.")).toBeVisible();
  },
};

/** The template's variables as fields: text, multiline text, date, hour and minutes with steps, checks. */
export const VariableFields: Story = {
  play: async ({ canvas }) => {
    await chooseTemplate(canvas);
    await expect(canvas.getByRole("button", { name: "Guardar" })).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: /Título/ })).toHaveAttribute("maxlength", "5");
    await expect(canvas.getByRole("textbox", { name: "Mensaje" })).toHaveAttribute("rows", "3");
    await expect(canvas.getByLabelText(/Fecha del evento/)).toHaveAttribute("min", "2026-11-24");
    await userEvent.click(canvas.getByRole("button", { name: "Aumentar Hora" }));
    await expect(canvas.getByRole("textbox", { name: /^Hora/ })).toHaveValue("00");
    await userEvent.type(canvas.getByRole("textbox", { name: /Minutos/ }), "4x5");
    await expect(canvas.getByRole("textbox", { name: /Minutos/ })).toHaveValue("45");
    await expect(canvas.getByRole("checkbox", { name: "p. m." })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Asistencia obligatoria" })).not.toBeChecked();
  },
};

/** Every rule's message once: required fields, a date variable before tomorrow, an hour and minutes out of range. */
export const VariableMessages: Story = {
  play: async ({ canvas }) => {
    await chooseTemplate(canvas);
    await userEvent.type(canvas.getByLabelText(/Fecha de envío/), "2026-11-22");
    await userEvent.type(canvas.getByLabelText(/Fecha del evento/), "2026-11-23");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Hora/ }), "24");
    await userEvent.type(canvas.getByRole("textbox", { name: /Minutos/ }), "60");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("La fecha de envío debe ser hoy o posterior.")).toBeVisible();
    await expect(canvas.getByText("La fecha debe ser a partir de mañana.")).toBeVisible();
    await expect(canvas.getByText("La hora debe estar entre 0 y 23.")).toBeVisible();
    await expect(canvas.getByText("Los minutos deben estar entre 0 y 59.")).toBeVisible();
    await expect(canvas.getAllByText("Campo obligatorio.").length).toBeGreaterThanOrEqual(3);
  },
};

/** A template not enabled for every chosen application asks before saving; Aceptar saves. */
export const TemplateNotEnabled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseTemplate(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Asunto" }), "Comunicado importante");
    await userEvent.type(canvas.getByRole("textbox", { name: /Motivo/ }), "Aviso");
    await userEvent.type(canvas.getByLabelText(/Fecha de envío/), "2026-11-30");
    await userEvent.type(canvas.getByRole("textbox", { name: /Título/ }), "Hola");
    await userEvent.type(canvas.getByRole("textbox", { name: "Mensaje" }), "Texto");
    await userEvent.type(canvas.getByLabelText(/Fecha del evento/), "2026-12-01");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Hora/ }), "8");
    await userEvent.type(canvas.getByRole("textbox", { name: /Minutos/ }), "5");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    const page = within(canvasElement.ownerDocument.body);
    // The dialog is in the page before it opens (showModal runs after mount): wait for it to be shown.
    await waitFor(() =>
      expect(
        page.getByText(
          "La plantilla seleccionada no se encuentra habilitada para estas aplicaciones. ¿Deseas continuar?",
        ),
      ).toBeVisible(),
    );
    await userEvent.click(page.getByRole("button", { name: "Aceptar" }));
    await expect(await canvas.findByText("La notificación fue programada con éxito")).toBeVisible();
  },
};

/** A pending one reads until Editar; an update asks '¿Desea modificar esta notificación?'. */
export const DetailsThenUpdate: Story = {
  args: { isNew: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "Detalles de la notificación" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Motivo/ })).toHaveAttribute("readonly");
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Motivo/ }), " 2");
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar" }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText("¿Desea modificar esta notificación?")).toBeVisible());
    await userEvent.click(page.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(canvas.getByText("La notificación fue modificada con éxito")).toBeVisible());
  },
};
