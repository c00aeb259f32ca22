import type { Role } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import { RoleListView } from "./RoleListView.tsx";
import { roleApplicationTitles, rolePage } from "./role-list.ts";

const applications = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "selfservice", title: "Autoservicio" },
  { id: 3, name: "suite", title: "Suite" },
  { id: 4, name: "resetotp", title: "Restablecimiento de OTP" },
];
const names = ["Administrador", "Nómina consulta", "Auditor", "Cajero", "Soporte", "Tesorería"];
const roles: Role[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${index + 1}`,
  description: "",
  alias: "",
  idstate: index % 4 === 3 ? 1 : 0,
  createdon: `2026-0${(index % 9) + 1}-1${index % 10}T10:00:00Z`,
  sharedApps: "",
  application: (index % 2 ? ["payroll"] : ["resetotp", "payroll", "selfservice", "suite"]).map((name) => ({
    name,
    privilege: ["NOMINA_CONSULTAR"],
    isVisible: true,
  })),
}));

/** The roles list as /roles holds it: records in memory, the state switch flipping them. */
function RolesDemo({ empty = false }: { empty?: boolean }) {
  const [records, setRecords] = useState(empty ? [] : roles);
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "newest",
    search: "",
  });
  const page = rolePage(records, state);
  return (
    <main style={{ padding: 16 }}>
      <RoleListView
        roles={page.rows}
        total={page.total}
        state={state}
        onStateChange={setState}
        loading={false}
        applicationTitles={(role) => roleApplicationTitles(role, applications)}
        onToggleState={async (row, active) =>
          setRecords((list) =>
            list.map((entry) => (entry.id === row.id ? { ...entry, idstate: active ? 0 : 1 } : entry)),
          )
        }
        onCreate={() => {}}
      />
    </main>
  );
}

const meta = { title: "Console/Roles/List", component: RolesDemo } satisfies Meta<typeof RolesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title Roles, creation dates as day/month/year, two application titles and the rest in a tooltip, no RESETOTP. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Roles" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "18/09/2026" })).toBeVisible();
    await expect(canvas.queryByText("Restablecimiento de OTP")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Crear rol" })).toBeVisible();
  },
};

/** The state switch asks '¿Está seguro que desea inactivar este rol?' and flips on Aceptar. */
export const InactivateConfirmed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("switch", { name: "Estado de Soporte 5" });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText("¿Está seguro que desea inactivar este rol?")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Aceptar" }));
    await waitFor(() =>
      expect(canvas.getByRole("switch", { name: "Estado de Soporte 5" })).not.toBeChecked(),
    );
  },
};

/** No roles (R11): 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No se encontraron resultados")).toBeVisible();
  },
};
