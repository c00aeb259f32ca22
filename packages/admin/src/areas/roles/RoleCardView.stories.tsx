import type { Privilege } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { RoleCardView } from "./RoleCardView.tsx";
import { newRoleValues, type RoleValues } from "./role-card.ts";

const applications = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "suite", title: "Suite" },
  { id: 3, name: "RESETOTP", title: "Restablecimiento de OTP" },
];

const privilege = (id: number, name: string, application: string[], idstate = 0): Privilege => ({
  id,
  name,
  description: "",
  idstate,
  licence: false,
  isAuditable: false,
  application,
  createdon: "2026-01-01T00:00:00Z",
  sharedApps: "",
});

const privileges = [
  privilege(1, "NOMINA_CONSULTAR", ["payroll", "suite"]),
  privilege(2, "NOMINA_LIQUIDAR", ["payroll"]),
  privilege(3, "NOMINA_APROBAR", ["payroll"], 1),
  privilege(4, "OTP_RESTABLECER", ["RESETOTP"]),
];

const existing: RoleValues = {
  name: "Nómina consulta",
  alias: "Consulta",
  description: "Consulta la nómina",
  application: [{ name: "payroll", privilege: ["NOMINA_CONSULTAR"], isVisible: true }],
};

/** The role card on a page, saving in memory: a taken name is refused as the server words it. */
function RoleCardPage({ isNew }: { readonly isNew: boolean }) {
  return (
    <main style={{ padding: 16 }}>
      <RoleCardView
        values={isNew ? newRoleValues : existing}
        isNew={isNew}
        applications={applications}
        privileges={privileges}
        onSave={async (values) =>
          values.name === "Usado"
            ? { ok: false, message: "Ya existe un rol con ese nombre" }
            : {
                ok: true,
                message: isNew ? "El rol fue creado exitosamente" : "El rol fue modificado exitosamente",
              }
        }
        onLeave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Roles/Card",
  component: RoleCardPage,
  args: { isNew: true },
} satisfies Meta<typeof RoleCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Siguiente pestaña" }));

/** A new role stays on Datos until its rules pass: 'Campo obligatorio'. */
export const NewEmptyNext: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nuevo rol" })).toBeVisible();
    await next(canvas);
    await expect(await canvas.findByText("Campo obligatorio")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Datos" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The Datos rules' messages: name and alias characters, 100 characters for name, alias and description. */
export const NewInvalidFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, /Nombre/), "Caja-1");
    await expect(
      await canvas.findByText("Solo se admiten letras, números, tildes, espacios y guion bajo."),
    ).toBeVisible();
    await userEvent.type(field(canvas, /Alias/), "caja_1");
    await expect(
      await canvas.findByText("Solo se admiten letras, números, tildes y espacios."),
    ).toBeVisible();
    await userEvent.click(field(canvas, /Descripción/));
    await userEvent.paste("d".repeat(101));
    await expect(await canvas.findByText("Debe tener máximo 100 caracteres.")).toBeVisible();
  },
};

/**
 * Past Datos: 'Aplicaciones del nuevo rol', the applications without RESETOTP, only active privileges; Guardar
 * with none asks '*Se requiere mínimo un privilegio'.
 */
export const NewNoPrivilege: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, /Nombre/), "Cajero Ñandú");
    await next(canvas);
    await expect(await canvas.findByRole("heading", { name: "Aplicaciones del nuevo rol" })).toBeVisible();
    await expect(canvas.queryByText(/Restablecimiento de OTP/)).toBeNull();
    await expect(canvas.queryByText("NOMINA_APROBAR")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("*Se requiere mínimo un privilegio")).toBeVisible();
  },
};

/** Assign-all in Nómina counts two, Suite hidden; Guardar answers 'El rol fue creado exitosamente'. */
export const NewCreated: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, /Nombre/), "Cajero");
    await next(canvas);
    await userEvent.click(await canvas.findByRole("switch", { name: "Asignar todos" }));
    await expect(canvas.getByRole("button", { name: "Nómina (2)" })).toBeVisible();
    await userEvent.click(canvas.getByRole("switch", { name: "Visible en Suite" }));
    await expect(canvas.getByRole("switch", { name: "Visible en Suite" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("El rol fue creado exitosamente")).toBeVisible();
  },
};

/** An existing role reads ('Detalles del rol', 'Detalles de aplicaciones del rol') with its switches disabled. */
export const Details: Story = {
  args: { isNew: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Detalles del rol" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Aplicaciones" }));
    await expect(
      await canvas.findByRole("heading", { name: "Detalles de aplicaciones del rol" }),
    ).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "Asignar NOMINA_CONSULTAR" })).toBeDisabled();
  },
};

/** Editing Datos, then changing tab: 'Hiciste modificaciones ¿Deseas actualizarlas?'; Aceptar saves. */
export const EditTabChangeAsks: Story = {
  args: { isNew: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await expect(canvas.getByRole("heading", { name: "Editar rol" })).toBeVisible();
    await userEvent.type(field(canvas, /Alias/), " diaria");
    await userEvent.click(canvas.getByRole("tab", { name: "Aplicaciones" }));
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body).toHaveTextContent("Hiciste modificaciones ¿Deseas actualizarlas?"));
    const accept = [...body.querySelectorAll("button")].find((button) => button.textContent === "Aceptar");
    if (!accept) throw new Error("the prompt has no Aceptar button");
    await userEvent.click(accept);
    // Updating resets the card (spec §6): the next tab opens read-only.
    await expect(
      await canvas.findByRole("heading", { name: "Detalles de aplicaciones del rol" }),
    ).toBeVisible();
    await expect(await canvas.findByText("El rol fue modificado exitosamente")).toBeVisible();
  },
};
