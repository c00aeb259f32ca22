import type { Role } from "@gse/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PAGE_SIZE } from "../../pieces/list-state.ts";
import { inSpanish, renderPiece } from "../../pieces/testing/render-piece.tsx";
import { RoleListView } from "./RoleListView.tsx";

beforeAll(inSpanish);

const role = (id: number, name: string): Role => ({
  id,
  name,
  description: "",
  alias: "",
  idstate: 0,
  createdon: "2026-09-18T10:00:00Z",
  sharedApps: "",
  application: [{ name: "payroll", privilege: ["NOMINA_CONSULTAR"], isVisible: true }],
});

function renderRoles(onDelete?: (role: Role) => Promise<void>) {
  renderPiece(
    <RoleListView
      roles={[role(1, "Auditor"), role(2, "Cajero")]}
      total={2}
      state={{ page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: "newest", search: "" }}
      onStateChange={() => {}}
      loading={false}
      applicationTitles={() => ["Nómina"]}
      onToggleState={async () => {}}
      {...(onDelete ? { onDelete } : {})}
    />,
  );
}

// Administration spec §4 quotes '¿Deseas eliminar este rol?' with no call; the console's delete asks it, No / Sí.
describe("the role list's delete", () => {
  it("asks '¿Deseas eliminar este rol?' and sends nothing on No", async () => {
    const onDelete = vi.fn(async () => {});
    renderRoles(onDelete);
    await userEvent.click(screen.getByRole("button", { name: "Eliminar Cajero" }));
    const question = screen.getByRole("dialog", { name: "Confirmación" });
    expect(question.textContent).toContain("¿Deseas eliminar este rol?");
    await userEvent.click(within(question).getByRole("button", { name: "No" }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("deletes the role asked about on Sí, busy until the list has the answer", async () => {
    let finish = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderRoles(onDelete);
    await userEvent.click(screen.getByRole("button", { name: "Eliminar Cajero" }));
    await userEvent.click(screen.getByRole("button", { name: "Sí" }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: "Cajero" }));
    expect(screen.getByRole("button", { name: "Sí" }).getAttribute("aria-busy")).toBe("true");
    finish();
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows no delete icon where the screen gives no delete", () => {
    renderRoles();
    expect(screen.queryByRole("button", { name: "Eliminar Cajero" })).toBeNull();
  });
});
