import type { Application } from "@gse/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import { AppListView } from "./AppListView.tsx";
import { applicationPage, withStateFlipped } from "./app-list.ts";

const base = {
  description: "",
  isVisible: true,
  urlAssignPassword: "https://example.test/asignar",
  landing: "https://example.test/inicio",
  typeApplication: false,
  refreshTokenExpirationAmountTime: 8,
  refreshTokenExpirationTimeUnit: 2,
  userActivateTokenTime: 1,
  userActivateTokenTimeUnit: 3,
  assignPasswordTokenTime: 1,
  assignPasswordTokenTimeUnit: 3,
  maxRefreshTokens: -1,
  maxRefreshTokensByUser: 0,
  maxConcurrentTokens: 1,
  maxConcurrentTokensByUser: -1,
  isConcurrentSession: false,
  numberPasswordChanges: 3,
  passwordExpiration: 90,
  passwordTypeExpiration: 3,
  mechanismAfterSetPass: 2,
};
const demoApps: Application[] = [
  ["suite", "Suite Gestión", 1, 15, 1, "15 minutos"],
  ["payroll", "Nómina", 1, 2, 2, "2 horas"],
  ["RESETOTP", "Reinicio OTP", 1, 15, 1, "15 minutos"],
  ["wallet", "Cartera", 0, 1, 3, "1 día"],
  ["selfservice", "Autoservicio", 1, 30, 1, "30 minutos"],
].map(([name, title, idState, amountTime, timeUnit, amountTimeComb], index) => ({
  ...base,
  id: index + 1,
  name: name as string,
  title: title as string,
  idState: idState as number,
  amountTime: amountTime as number,
  timeUnit: timeUnit as number,
  amountTimeComb: amountTimeComb as string,
  urlApp: `https://${name as string}.example.test/`,
  modifiedOn: `2026-0${index + 1}-01T10:00:00Z`,
}));

/** The list as /apps holds it: every application in memory, the switch saving at once. */
function AppsDemo({ empty = false }: { empty?: boolean }) {
  const [apps, setApps] = useState(empty ? [] : demoApps);
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "inactive",
    search: "",
  });
  const page = applicationPage(apps, state);
  return (
    <main style={{ padding: 16 }}>
      <AppListView
        apps={page.rows}
        total={page.total}
        state={state}
        onStateChange={setState}
        loading={false}
        onSwitchState={async (app) => {
          setApps((all) => all.map((one) => (one.id === app.id ? withStateFlipped(one) : one)));
        }}
      />
    </main>
  );
}

const meta = { title: "Console/Applications/List", component: AppsDemo } satisfies Meta<typeof AppsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title Aplicaciones; inactive first; the duration in words; RESETOTP hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aplicaciones" })).toBeVisible();
    const rows = canvas.getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("Cartera");
    await expect(canvas.getByRole("cell", { name: "2 horas" })).toBeVisible();
    await expect(canvas.queryByText("Reinicio OTP")).toBeNull();
  },
};

/** No application to show: 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No se encontraron resultados")).toBeVisible();
  },
};

/** The switch asks first; on Aceptar the state changes. */
export const ConfirmingTheSwitch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByRole("switch", { name: "Estado de Nómina" });
    await expect(state).toHaveAttribute("aria-checked", "true");
    await userEvent.click(state);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog");
    await expect(dialog).toHaveTextContent("¿Deseas activar/desactivar esta aplicación?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    await waitFor(() =>
      expect(canvas.getByRole("switch", { name: "Estado de Nómina" })).toHaveAttribute(
        "aria-checked",
        "false",
      ),
    );
  },
};
