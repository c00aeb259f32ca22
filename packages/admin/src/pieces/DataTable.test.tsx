import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DataTable } from "./DataTable.tsx";
import { DEFAULT_PAGE_SIZE, type ListState } from "./list-state.ts";
import { type DemoRow, demoColumns, demoRows, demoSortOptions } from "./testing/demo-list.tsx";
import { inSpanish, renderPiece } from "./testing/render-piece.tsx";

beforeAll(inSpanish);

const first: ListState = { page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: "Más reciente", search: "" };

function renderTable({
  rows = demoRows(10),
  total = 57,
  state = first,
  onOpen = vi.fn(),
  onState = vi.fn(),
}: {
  rows?: DemoRow[];
  total?: number;
  state?: ListState;
  onOpen?: (row: DemoRow) => void;
  onState?: (row: DemoRow, active: boolean) => void;
} = {}) {
  const onStateChange = vi.fn();
  renderPiece(
    <DataTable
      caption="Privilegios"
      columns={demoColumns(onState)}
      rows={rows}
      rowKey={(row) => row.id}
      total={total}
      state={state}
      onStateChange={onStateChange}
      sortOptions={demoSortOptions((id) => id)}
      onOpen={onOpen}
    />,
  );
  return { onStateChange, onOpen, onState };
}

const bodyRows = () =>
  within(screen.getByRole("table", { name: "Privilegios" }))
    .getAllByRole<HTMLTableRowElement>("row")
    .slice(1);

describe("the data table", () => {
  it("is a table with a caption and column headers", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Privilegios" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Nombre", "Fecha de creación", "Aplicaciones", "Estado"]);
    expect(bodyRows()).toHaveLength(10);
  });

  it("filters the page's rows as the administrator types, without asking the server", async () => {
    const { onStateChange } = renderTable();
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar" }), "editar roles");
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(["Editar roles 3", "Editar roles 8"]);
    expect(onStateChange).not.toHaveBeenCalled();
  });

  it("asks the server on Enter, from the first page", async () => {
    const { onStateChange } = renderTable({ state: { ...first, page: 2 } });
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar" }), "auditar{Enter}");
    expect(onStateChange).toHaveBeenCalledExactlyOnceWith({ ...first, search: "auditar", page: 0 });
  });

  it("says 'No se encontraron resultados' when nothing matches", async () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText("No se encontraron resultados")).toBeDefined();
    expect(screen.getByText("0–0 de 0")).toBeDefined();
  });

  it("sorts by the list's options", async () => {
    const { onStateChange } = renderTable({ state: { ...first, page: 3 } });
    const sort = screen.getByRole("combobox", { name: "Ordenar por" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Activo", "Inactivo", "Más reciente", "Más antiguo"]);
    await userEvent.selectOptions(sort, "Inactivo");
    expect(onStateChange).toHaveBeenCalledWith({ ...first, sort: "Inactivo", page: 0 });
  });

  it("pages by 10, 25 or 100 rows (10 by default), showing the range and total", async () => {
    const { onStateChange } = renderTable({ state: { ...first, page: 1 } });
    const size = screen.getByRole("combobox", { name: "Filas por página" });
    expect(
      within(size)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "25", "100"]);
    expect((size as HTMLSelectElement).value).toBe("10");
    expect(screen.getByText("11–20 de 57")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...first, page: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Anterior" }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...first, page: 0 });
    await userEvent.selectOptions(size, "100");
    expect(onStateChange).toHaveBeenLastCalledWith({ ...first, pageSize: 100, page: 0 });
  });

  it("has no previous page on the first page nor next page on the last", () => {
    renderTable({ rows: demoRows(7, 50), state: { ...first, page: 5 } });
    expect(screen.getByText("51–57 de 57")).toBeDefined();
    expect(screen.getByRole("button", { name: "Siguiente" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Anterior" })).toHaveProperty("disabled", false);
  });

  it("opens a row's record on click and on Enter", async () => {
    const { onOpen } = renderTable();
    const [one, two] = bodyRows();
    if (!one || !two) throw new Error("expected rows");
    await userEvent.click(one);
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: "p1" }));
    two.focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: "p2" }));
    expect(two.getAttribute("tabindex")).toBe("0");
  });

  it("asks before changing a row's state, without opening the row", async () => {
    const { onOpen, onState } = renderTable();
    await userEvent.click(screen.getByRole("switch", { name: "Estado de Consultar usuarios 1" }));
    const dialog = screen.getByRole("dialog", { name: "Confirmación" });
    expect(dialog.textContent).toContain("¿Está seguro que desea activar/inactivar este privilegio?");
    expect(onState).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(onState).toHaveBeenCalledWith(expect.objectContaining({ id: "p1" }), false);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
