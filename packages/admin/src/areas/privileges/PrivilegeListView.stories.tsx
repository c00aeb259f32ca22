import { type Privilege, RecordState } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import { PrivilegeListView } from "./PrivilegeListView.tsx";
import { applicationTitles, privilegePage } from "./privilege-list.ts";

const applications = [
  { id: 1, name: "payroll", title: "Nómina" },
  { id: 2, name: "selfservice", title: "Autogestión de identidad" },
  { id: 3, name: "suite", title: "GSE Suite" },
  { id: 4, name: "resetotp", title: "Restablecimiento de OTP" },
];
const names = ["VER_NOMINA", "APROBAR_NOMINA", "CREAR_USUARIO", "VER_CERTIFICADOS", "AUDITAR", "EXPORTAR"];
const privileges: Privilege[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]}_${index + 1}`,
  description: "",
  idstate: index % 4 === 3 ? RecordState.inactive : RecordState.active,
  licence: index % 3 === 0,
  isAuditable: false,
  application: index % 2 ? ["payroll"] : ["RESETOTP", "payroll", "selfservice", "suite"],
  createdon: `2026-0${(index % 9) + 1}-1${index % 10}T10:00:00Z`,
  sharedApps: "",
}));

/** The privileges list as /privileges holds it: records in memory, the switches flipping them. */
function PrivilegesDemo({ empty = false }: { empty?: boolean }) {
  const [records, setRecords] = useState(empty ? [] : privileges);
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "newest",
    search: "",
  });
  const page = privilegePage(records, state);
  const update = (id: number, change: Partial<Privilege>) =>
    setRecords((list) => list.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <main style={{ padding: 16 }}>
      <PrivilegeListView
        privileges={page.rows}
        total={page.total}
        state={state}
        onStateChange={setState}
        loading={false}
        onToggleState={async (row, active) =>
          update(row.id, { idstate: active ? RecordState.active : RecordState.inactive })
        }
        onToggleLicence={async (row, licence) => update(row.id, { licence })}
        applicationTitles={(row) => applicationTitles(row, applications)}
      />
    </main>
  );
}

const meta = { title: "Console/Privileges/List", component: PrivilegesDemo } satisfies Meta<
  typeof PrivilegesDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title Privilegios, the creation date as day/month/year, RESETOTP never among the applications. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Privilegios" })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "18/09/2026" })).toBeVisible();
    await expect(canvas.queryByText("RESETOTP")).toBeNull();
    await expect(canvas.queryByText("Restablecimiento de OTP")).toBeNull();
    await expect(canvas.getAllByText("Nómina").length).toBeGreaterThan(0);
  },
};

/** The state switch asks '¿Está seguro que desea inactivar este privilegio?' and flips on Aceptar. */
export const InactivateConfirmed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("switch", { name: "Estado de AUDITAR_5" });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText("¿Está seguro que desea inactivar este privilegio?")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Aceptar" }));
    await waitFor(() =>
      expect(canvas.getByRole("switch", { name: "Estado de AUDITAR_5" })).not.toBeChecked(),
    );
  },
};

/** The licence switch asks '¿Está seguro que desea activar esta licencia?'; Cancelar leaves it. */
export const LicenceCancelled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole("switch", { name: "Licencia de AUDITAR_11" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText("¿Está seguro que desea activar esta licencia?")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Cancelar" }));
    await expect(canvas.getByRole("switch", { name: "Licencia de AUDITAR_11" })).not.toBeChecked();
  },
};

/** No privileges (R11): 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No se encontraron resultados")).toBeVisible();
  },
};
