import { useLingui } from "@gse/sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { DataTable } from "./DataTable.tsx";
import { DEFAULT_PAGE_SIZE, type ListState } from "./list-state.ts";
import { type DemoRow, demoAnswer, demoColumns, demoRows, demoSortOptions } from "./testing/demo-list.tsx";

const everyRow = demoRows(57);

/**
 * A list as a route holds it: the state (in the URL, here in memory) and the server's answer for it (here the
 * demo rows searched, sorted and paged in memory). The table itself holds neither.
 */
function DemoList({
  initial,
  rows = everyRow,
  loading = false,
}: {
  readonly initial?: Partial<ListState>;
  readonly rows?: readonly DemoRow[];
  readonly loading?: boolean;
}) {
  const { _ } = useLingui();
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "Más reciente",
    search: "",
    ...initial,
  });
  const [opened, setOpened] = useState<string>();
  const [all, setAll] = useState(rows);
  const answer = demoAnswer(all, state);
  return (
    <main style={{ padding: 16 }}>
      <h1>{_("Privilegios")}</h1>
      <DataTable
        caption={_("Privilegios")}
        columns={demoColumns((row, active) =>
          setAll((current) => current.map((one) => (one.id === row.id ? { ...one, active } : one))),
        )}
        rows={answer.rows}
        rowKey={(row) => row.id}
        total={answer.total}
        state={state}
        onStateChange={setState}
        sortOptions={demoSortOptions(_)}
        onOpen={(row) => setOpened(row.name)}
        loading={loading}
      />
      <p>{opened && `Abierto: ${opened}`}</p>
    </main>
  );
}

const meta = {
  title: "Console/DataTable",
  component: DemoList,
} satisfies Meta<typeof DemoList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole("row")
    .slice(1)
    .map((row: HTMLElement) => row.querySelector("td")?.textContent);

/** The first page of 10 out of 57, newest first; a row opens on click and on Enter. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Privilegios" })).toBeVisible();
    await expect(canvas.getByText("1–10 de 57")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Filas por página" })).toHaveValue("10");
    await userEvent.click(canvas.getByText("Exportar nómina 55"));
    await expect(canvas.getByText("Abierto: Exportar nómina 55")).toBeVisible();
  },
};

/** Typing filters the page's rows at once; the server is not asked until Enter. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar" }), "crear");
    await expect(rowsOf(canvas)).toEqual(["Crear usuarios 57", "Crear usuarios 52"]);
    await expect(canvas.getByText("1–10 de 57")).toBeVisible();
  },
};

/** Enter sends the search to the server: every matching row, from the first page. */
export const ServerSearch: Story = {
  args: { initial: { page: 2 } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar" }), "auditar{Enter}");
    await waitFor(() => expect(canvas.getByText("1–10 de 11")).toBeVisible());
    await expect(rowsOf(canvas)).toHaveLength(10);
  },
};

/** While the server answers, the table is busy and says 'Buscando'. */
export const Searching: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Buscando");
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

/** Nothing matches: 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { initial: { search: "inexistente" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No se encontraron resultados")).toBeVisible();
    await expect(canvas.getByText("0–0 de 0")).toBeVisible();
  },
};

/** Pages of 25: the next page shows rows 26 to 50. */
export const Paged: Story = {
  args: { initial: { pageSize: 25 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
    await expect(canvas.getByText("26–50 de 57")).toBeVisible();
    await expect(rowsOf(canvas)).toHaveLength(25);
  },
};

/** The applications column: the first two names, and a tooltip listing all on focus or hover. */
export const WithTooltip: Story = {
  play: async ({ canvas }) => {
    const more = canvas.getAllByRole("button", { name: /aplicaciones más/ })[0];
    if (!more) throw new Error("expected a row with more than two applications");
    more.focus();
    const tooltip = await canvas.findByRole("tooltip");
    await expect(tooltip).toBeVisible();
    await expect(more).toHaveAccessibleDescription(tooltip.textContent ?? "");
  },
};

/** The state switch asks before changing; the row does not open. */
export const ConfirmingSwitch: Story = {
  play: async ({ canvas }) => {
    const state = canvas.getAllByRole("switch")[0];
    if (!state) throw new Error("expected a state switch");
    await userEvent.click(state);
    const dialog = await canvas.findByRole("dialog", { name: "Confirmación" });
    await expect(dialog).toHaveAccessibleDescription(
      "¿Está seguro que desea activar/inactivar este privilegio?",
    );
    await expect(state).toHaveAttribute("aria-checked", "false");
    await expect(canvas.queryByText(/Abierto:/)).toBeNull();
  },
};
