import type { AppForAssign } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { PrivilegeCardView } from "./PrivilegeCardView.tsx";
import { newPrivilegeValues, type PrivilegeValues } from "./privilege-card.ts";

const applications: AppForAssign[] = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "selfservice", title: "Autoservicio" },
  { id: 3, name: "suite", title: "Suite" },
  { id: 4, name: "RESETOTP", title: "RESETOTP" },
];

const existing: PrivilegeValues = {
  name: "VER_NOMINA",
  description: "Consultar la nómina",
  licence: true,
  isAuditable: false,
  application: ["payroll"],
};

/** The privilege card on a page, saving in memory: a taken name is refused as the server words it. */
function PrivilegeCardPage({ isNew }: { readonly isNew: boolean }) {
  return (
    <main style={{ padding: 16 }}>
      <PrivilegeCardView
        values={isNew ? newPrivilegeValues : existing}
        isNew={isNew}
        applications={applications}
        onSave={async (values) =>
          values.name === "USADO"
            ? { ok: false, message: "Ya existe un privilegio con ese nombre" }
            : {
                ok: true,
                message: isNew
                  ? "El privilegio fue creado exitosamente"
                  : "El privilegio fue modificado exitosamente",
              }
        }
        onLeave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Privileges/Card",
  component: PrivilegeCardPage,
  args: { isNew: true },
} satisfies Meta<typeof PrivilegeCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const nameField = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Nombre/ });

/** A new privilege: 'Por credenciales' and three disabled placeholders; no RESETOTP; 100 characters remain. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Nuevo privilegio" })).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute("maxlength", "60");
    await expect(canvas.getByRole("radio", { name: "Por credenciales" })).toBeChecked();
    await expect(
      canvas.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).disabled),
    ).toHaveLength(3);
    await expect(canvas.queryByText("RESETOTP")).toBeNull();
    await expect(canvas.getByText("100 caracteres restantes")).toBeVisible();
  },
};

/** Guardar with nothing filled: 'Campo obligatorio' and 'Se requiere minimo una aplicación'. */
export const NewEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("Campo obligatorio")).toBeVisible();
    await expect(await canvas.findByText("Se requiere minimo una aplicación")).toBeVisible();
  },
};

/** A space in the name and a long description: the rules' messages; the counter counts down. */
export const NewInvalidFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), "VER NOMINA");
    await expect(
      await canvas.findByText("Solo se admiten letras, números y guion bajo, sin espacios."),
    ).toBeVisible();
    await userEvent.clear(nameField(canvas));
    await userEvent.type(nameField(canvas), "A".repeat(51));
    await expect(await canvas.findByText("Debe tener máximo 50 caracteres.")).toBeVisible();
    const description = canvas.getByRole("textbox", { name: /Descripción/ });
    await userEvent.click(description);
    await userEvent.paste("d".repeat(101));
    await expect(await canvas.findByText("Debe tener máximo 100 caracteres.")).toBeVisible();
    await expect(canvas.getByText("0 caracteres restantes")).toBeVisible();
  },
};

/** Assign-all turns every application on; Guardar answers 'El privilegio fue creado exitosamente'. */
export const NewCreated: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), "VER_PRUEBA");
    await userEvent.click(canvas.getByRole("switch", { name: "Asignar todas" }));
    await expect(canvas.getByRole("switch", { name: "Asignar Nómina" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("El privilegio fue creado exitosamente")).toBeVisible();
  },
};

/** The server's refusal (result.information) shows under the form. */
export const NewRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(nameField(canvas), "USADO");
    await userEvent.click(canvas.getByRole("switch", { name: "Asignar Suite" }));
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("Ya existe un privilegio con ese nombre")).toBeVisible();
  },
};

/** An existing privilege reads until Editar; its name stays read-only even then. */
export const DetailsThenEdit: Story = {
  args: { isNew: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Detalles del privilegio" })).toBeVisible();
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await expect(canvas.getByRole("heading", { name: "Editar privilegio" })).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute("readonly");
    await userEvent.click(canvas.getByRole("switch", { name: "Asignar Suite" }));
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar" }));
    await waitFor(() => expect(canvas.getByText("El privilegio fue modificado exitosamente")).toBeVisible());
  },
};
