import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { UserCompaniesTab } from "./UserCompaniesTab.tsx";
import { demoExistingValues, demoNewValues, TabHarness } from "./user-form-fixtures.tsx";

/** The companies tab on a form of its own: GSE Demo is the stored user's principal, Clínica assigned. */
function CompaniesTabPage({ isNew, editable }: { readonly isNew: boolean; readonly editable: boolean }) {
  const values = isNew ? demoNewValues : demoExistingValues;
  return (
    <TabHarness values={values}>
      {(form) => <UserCompaniesTab form={form} editable={editable} stored={values.customers} />}
    </TabHarness>
  );
}

const meta = {
  title: "Console/Users/Form/Empresas",
  component: CompaniesTabPage,
  args: { isNew: false, editable: false },
} satisfies Meta<typeof CompaniesTabPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: linked companies first (Activos), every control disabled. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole("row").slice(1);
    await expect(rows[0]).toHaveTextContent("Clínica San Rafael");
    await expect(rows[1]).toHaveTextContent("GSE Demo S.A.S.");
    await expect(canvas.getByRole("radio", { name: "Empresa principal: GSE Demo S.A.S." })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Asignar Clínica San Rafael" })).toBeDisabled();
  },
};

/**
 * Editing: the principal's assigned switch stays disabled; choosing another principal asks 'Desea cambiar la
 * empresa principal?' first.
 */
export const Editing: Story = {
  args: { editable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Asignar GSE Demo S.A.S." })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole("radio", { name: "Empresa principal: Banco Cooperativo Central" }),
    );
    const question = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(question).toHaveTextContent("Desea cambiar la empresa principal?");
    await userEvent.click(within(question).getByRole("button", { name: "Aceptar" }));
    await waitFor(() =>
      expect(
        canvas.getByRole("radio", { name: "Empresa principal: Banco Cooperativo Central" }),
      ).toBeChecked(),
    );
    await expect(canvas.getByRole("switch", { name: "Asignar GSE Demo S.A.S." })).toBeEnabled();
  },
};

/** A new user with no principal company: '*Se requiere una empresa principal'. */
export const PrincipalRequired: Story = {
  args: { isNew: true, editable: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Validar" }));
    await expect(await canvas.findByText("*Se requiere una empresa principal")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Empresa principal: Clínica San Rafael" }));
    await waitFor(() => expect(canvas.queryByText("*Se requiere una empresa principal")).toBeNull());
  },
};

/** Search by name (Enter), and the ordering Modificados recientemente. */
export const SearchAndOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Ordenar por" }), "recent");
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("Alimentos del Valle S.A.S.");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar" }), "clinica{Enter}");
    await waitFor(() => expect(canvas.getAllByRole("row")).toHaveLength(2));
  },
};
