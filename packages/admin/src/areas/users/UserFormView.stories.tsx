import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UserFormView } from "./UserFormView.tsx";
import {
  demoCountries,
  demoDocumentTypesOf,
  demoExistingValues,
  demoNewValues,
  demoRoles,
  demoUserTypes,
} from "./user-form-fixtures.tsx";
import type { UserFormValues } from "./user-form-values.ts";

/** The user form on a page, saving in memory with the spec's success texts (§8). */
function UserFormPage({
  isNew,
  onSave,
}: {
  readonly isNew: boolean;
  readonly onSave: (values: UserFormValues, tab: string) => void;
}) {
  const values = isNew ? demoNewValues : demoExistingValues;
  const [country, setCountry] = useState(values.countryCode);
  return (
    <main style={{ padding: 16 }}>
      <UserFormView
        values={values}
        isNew={isNew}
        countries={demoCountries}
        documentTypes={demoDocumentTypesOf(country)}
        userTypes={demoUserTypes}
        roles={demoRoles}
        onCountryChange={setCountry}
        checkUnique={async () => ({})}
        onSave={async (current, tab) => {
          onSave(current, tab);
          return {
            ok: true,
            message: isNew
              ? "El usuario fue creado con éxito"
              : tab === "data"
                ? "Los datos del usuario han sido actualizados"
                : "¡El usuario fue actualizado con éxito!",
          };
        }}
        onLeave={() => {}}
      />
    </main>
  );
}

const meta = {
  title: "Console/Users/Form",
  component: UserFormPage,
  args: { isNew: false, onSave: fn() },
} satisfies Meta<typeof UserFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The form's next arrow ('Siguiente pestaña'; the companies table's page button is 'Siguiente'). */
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Siguiente pestaña" }));
const selected = (canvas: Canvas) => canvas.getByRole("tab", { selected: true });

/** An existing user opens read-only: Detalles del usuario, with the edit toggle. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Detalles del usuario" })).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "Editar" })).toHaveAttribute("aria-checked", "false");
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await expect(canvas.getByRole("heading", { name: "Editar usuario" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Actualizar" })).toBeVisible();
  },
};

/** A new user passes the three tabs, each checked before the next, and is saved with Guardar. */
export const NewThroughTabs: Story = {
  args: { isNew: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Nuevo usuario" })).toBeVisible();
    await next(canvas);
    await expect(await canvas.findAllByText("Campo obligatorio")).not.toHaveLength(0);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Nombres/ }), "Íñigo");
    await userEvent.type(canvas.getByRole("textbox", { name: /Apellidos/ }), "Núñez");
    await userEvent.type(canvas.getByRole("textbox", { name: /Nombre de usuario/ }), "inigo.nunez");
    await userEvent.type(canvas.getByRole("textbox", { name: /Correo electrónico/ }), "inigo@demo.test");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /País/ }), "CO");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Tipo de documento/ }), "1");
    await userEvent.type(canvas.getByRole("textbox", { name: /Número de documento/ }), "79123456");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Tipo de usuario/ }), "2");
    await next(canvas);
    await waitFor(() => expect(selected(canvas)).toHaveTextContent("Empresas"));
    await userEvent.click(canvas.getByRole("radio", { name: "Empresa principal: GSE Demo S.A.S." }));
    await next(canvas);
    await waitFor(() => expect(selected(canvas)).toHaveTextContent("Roles"));
    await userEvent.click(canvas.getByRole("switch", { name: "Auditor" }));
    await userEvent.click(canvas.getByRole("button", { name: "Guardar" }));
    await expect(await canvas.findByText("El usuario fue creado con éxito")).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ userName: "inigo.nunez", documentType: "1" }),
      "roles",
    );
  },
};

/** A tab change with unsaved changes asks 'Hiciste Modificaciones ¿deseas actualizarlas?'; Aceptar saves. */
export const DirtyPrompt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Nombres/ }), " Luisa");
    await userEvent.click(canvas.getByRole("tab", { name: "Empresas" }));
    const prompt = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(prompt).toHaveAccessibleDescription("Hiciste Modificaciones ¿deseas actualizarlas?");
    await userEvent.click(within(prompt).getByRole("button", { name: "Aceptar" }));
    await expect(await canvas.findByText("Los datos del usuario han sido actualizados")).toBeVisible();
    await waitFor(() => expect(selected(canvas)).toHaveTextContent("Empresas"));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ names: "María José Luisa" }),
      "data",
    );
  },
};

/** Actualizar without changes: 'No hay cambios para guardar', and nothing is sent. */
export const NoChanges: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Editar" }));
    await userEvent.click(canvas.getByRole("button", { name: "Actualizar" }));
    await expect(await canvas.findByText("No hay cambios para guardar")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
