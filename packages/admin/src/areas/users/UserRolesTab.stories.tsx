import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { UserRolesTab } from "./UserRolesTab.tsx";
import { demoExistingValues, demoNewValues, demoRoles, TabHarness } from "./user-form-fixtures.tsx";

/** The roles tab on a form of its own: the stored user holds 'Nómina operador'. */
function RolesTabPage({ isNew, editable }: { readonly isNew: boolean; readonly editable: boolean }) {
  const values = isNew ? demoNewValues : demoExistingValues;
  return (
    <TabHarness values={values}>
      {(form) => <UserRolesTab form={form} editable={editable} roles={demoRoles} stored={values.roles} />}
    </TabHarness>
  );
}

const meta = {
  title: "Console/Users/Form/Roles",
  component: RolesTabPage,
  args: { isNew: false, editable: false },
} satisfies Meta<typeof RolesTabPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Read-only: Nómina first (the user's roles), RESETOTP not listed; its roles assigned first then by name;
 * every switch disabled.
 */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    const apps = within(canvas.getByRole("navigation", { name: "Aplicaciones" })).getAllByRole("button");
    await expect(apps.map((app) => app.textContent)).toEqual([
      "Nómina1 roles",
      "Reportes y analítica0 roles",
    ]);
    await expect(canvas.queryByText("Restablecimiento de OTP")).toBeNull();
    const rows = canvas.getAllByRole("row").slice(1);
    await expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      "Nómina operador",
      "Auditor",
      "Nómina consulta",
    ]);
    await expect(canvas.getByRole("switch", { name: "Nómina operador" })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Asignar todos los roles" })).toBeDisabled();
  },
};

/** Editing: a role's switch by its name, 'assign all', the count following; a long name cut at 40. */
export const Editing: Story = {
  args: { editable: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Asignar todos los roles" }));
    await waitFor(() => expect(canvas.getByRole("switch", { name: "Auditor" })).toBeChecked());
    await expect(canvas.getByRole("button", { name: /Nómina/ })).toHaveTextContent("3 roles");
    await userEvent.click(canvas.getByRole("button", { name: /Reportes y analítica/ }));
    await expect(canvas.getByText("Reportes y analítica operador con permis…")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("switch", { name: "Reportes y analítica operador con permisos de exportación" }),
    );
    await expect(
      canvas.getByRole("switch", { name: "Reportes y analítica operador con permisos de exportación" }),
    ).toBeChecked();
  },
};

/** A new user with no role: '*Se requiere mínimo un rol'. */
export const RoleRequired: Story = {
  args: { isNew: true, editable: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Validar" }));
    await expect(await canvas.findByText("*Se requiere mínimo un rol")).toBeVisible();
  },
};
