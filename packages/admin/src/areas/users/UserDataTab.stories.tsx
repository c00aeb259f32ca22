import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { type TakenValues, UserDataTab } from "./UserDataTab.tsx";
import {
  demoCountries,
  demoDocumentTypesOf,
  demoExistingValues,
  demoNewValues,
  demoUserTypes,
  TabHarness,
} from "./user-form-fixtures.tsx";

/** The Datos tab on a form of its own; 'ana.demo' and 'ana@demo.test' are taken (A10). */
function DataTabPage({ isNew, editable }: { readonly isNew: boolean; readonly editable: boolean }) {
  const values = isNew ? demoNewValues : demoExistingValues;
  const [country, setCountry] = useState(values.countryCode);
  const taken = useRef<TakenValues>({});
  return (
    <TabHarness values={values}>
      {(form) => (
        <UserDataTab
          form={form}
          editable={editable}
          stored={values}
          countries={demoCountries}
          documentTypes={demoDocumentTypesOf(country)}
          userTypes={demoUserTypes}
          onCountryChange={setCountry}
          checkUnique={async (_field, value) =>
            value === "ana.demo"
              ? { taken: "El nombre de usuario ingresado ya se encuentra utilizado" }
              : value === "ana@demo.test"
                ? { taken: "El correo electrónico ingresado ya se encuentra utilizado" }
                : {}
          }
          taken={taken}
        />
      )}
    </TabHarness>
  );
}

const meta = {
  title: "Console/Users/Form/Datos",
  component: DataTabPage,
  args: { isNew: true, editable: true },
} satisfies Meta<typeof DataTabPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: RegExp) => canvas.getByRole("textbox", { name });
const retype = async (canvas: Canvas, name: RegExp, text: string) => {
  await userEvent.clear(box(canvas, name));
  if (text) await userEvent.type(box(canvas, name), text);
};
const seen = async (canvas: Canvas, text: string) => expect(await canvas.findByText(text)).toBeVisible();

/** An existing user, read-only: every field read-only, the selects disabled, the phone formatted. */
export const ReadOnly: Story = {
  args: { isNew: false, editable: false },
  play: async ({ canvas }) => {
    await expect(box(canvas, /^Nombres/)).toHaveAttribute("readonly");
    await expect(canvas.getByRole("combobox", { name: /País/ })).toBeDisabled();
    await expect(box(canvas, /Teléfono/)).toHaveValue("(+57) 300 1234567");
  },
};

/** An existing user being edited: the fields take input; the landline and mobile hints under the phone. */
export const Editing: Story = {
  args: { isNew: false, editable: true },
  play: async ({ canvas }) => {
    await expect(box(canvas, /^Nombres/)).not.toHaveAttribute("readonly");
    await expect(canvas.getByText(/Ej\. 1 1234567/)).toBeVisible();
    await expect(canvas.getByText(/Ej\. 123 1234567/)).toBeVisible();
  },
};

/** Every required field says 'Campo obligatorio' when the tab is checked empty. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Validar" }));
    await waitFor(() => expect(canvas.getAllByText("Campo obligatorio")).toHaveLength(8));
  },
};

/** Names: letters and spaces only, at most 100 characters. */
export const NamesMessages: Story = {
  play: async ({ canvas }) => {
    await retype(canvas, /^Nombres/, "Ana 2");
    await seen(canvas, "Solo se admiten letras y espacios.");
    await userEvent.click(box(canvas, /Apellidos/));
    await userEvent.paste("ñ".repeat(101));
    await seen(canvas, "Debe tener máximo 100 caracteres.");
  },
};

/** userName and email: their character sets and the email format. */
export const UserNameAndEmailMessages: Story = {
  play: async ({ canvas }) => {
    await retype(canvas, /Nombre de usuario/, "ana maría");
    await seen(canvas, "Solo se admiten letras, números y los caracteres . _ - @");
    await retype(canvas, /Correo electrónico/, "ana maria@demo.co");
    await seen(canvas, "Solo se admiten letras, números y los caracteres . _ - @ +");
    await retype(canvas, /Correo electrónico/, "ana@demo");
    await seen(canvas, "El correo no posee el formato correcto.");
  },
};

/** The document by type: numeric for a cédula (type 1), alphanumeric for a passport (type 5), 13 at most. */
export const DocumentMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /País/ }), "CO");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Tipo de documento/ }), "1");
    await retype(canvas, /Número de documento/, "79A");
    await seen(canvas, "El campo debe ser numérico, mínimo 1 caracter.");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /Tipo de documento/ }), "5");
    await retype(canvas, /Número de documento/, "AB-12");
    await seen(canvas, "El campo debe ser alfanumérico.");
    await retype(canvas, /Número de documento/, "12345678901234");
    await seen(canvas, "Máximo 13 caracteres");
  },
};

/** The phone: '(+57)', spaced as a mobile; letters and an 11th digit get their messages. */
export const PhoneMessages: Story = {
  play: async ({ canvas }) => {
    const phone = box(canvas, /Teléfono/);
    await userEvent.type(phone, "3001234567");
    await expect(phone).toHaveValue("(+57) 300 1234567");
    await userEvent.type(phone, "8");
    await seen(canvas, "Debe tener máximo 16 caracteres.");
    await retype(canvas, /Teléfono/, "(+57) 12a");
    await seen(canvas, "Teléfono debe ser un número.");
  },
};

/** A new country clears the document type and offers that country's types only. */
export const CountryClearsType: Story = {
  play: async ({ canvas }) => {
    const type = canvas.getByRole("combobox", { name: /Tipo de documento/ });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /País/ }), "CO");
    await userEvent.selectOptions(type, "1");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /País/ }), "PE");
    await waitFor(() => expect(type).toHaveValue(""));
    await expect(canvas.queryByRole("option", { name: "Cédula de ciudadanía" })).toBeNull();
    await expect(canvas.getByRole("option", { name: "Documento nacional de identidad" })).toBeInTheDocument();
  },
};

/** A changed userName or email already used (A10), found on blur. */
export const Taken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, /Nombre de usuario/), "ana.demo");
    await userEvent.tab();
    await seen(canvas, "El nombre de usuario ingresado ya se encuentra utilizado");
    await userEvent.type(box(canvas, /Correo electrónico/), "ana@demo.test");
    await userEvent.tab();
    await seen(canvas, "El correo electrónico ingresado ya se encuentra utilizado");
  },
};
