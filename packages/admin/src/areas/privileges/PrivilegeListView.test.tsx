import type { Privilege } from "@gse/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PAGE_SIZE } from "../../pieces/list-state.ts";
import { inSpanish, renderPiece } from "../../pieces/testing/render-piece.tsx";
import { PrivilegeListView } from "./PrivilegeListView.tsx";

beforeAll(inSpanish);

const privilege: Privilege = {
  id: 7,
  name: "NOMINA_CONSULTAR",
  description: "",
  idstate: 0,
  licence: false,
  isAuditable: false,
  createdon: "2026-09-18T10:00:00Z",
  application: ["payroll"],
  sharedApps: "",
};

// Administration spec §4 quotes '¿Deseas eliminar este privilegio?' with no call; the console's delete asks it.
describe("the privilege list's delete", () => {
  it("asks '¿Deseas eliminar este privilegio?', No / Sí, and deletes that privilege on Sí", async () => {
    const onDelete = vi.fn(async () => {});
    renderPiece(
      <PrivilegeListView
        privileges={[privilege]}
        total={1}
        state={{ page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: "newest", search: "" }}
        onStateChange={() => {}}
        loading={false}
        onToggleState={async () => {}}
        onToggleLicence={async () => {}}
        applicationTitles={() => ["Nómina"]}
        onDelete={onDelete}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Eliminar NOMINA_CONSULTAR" }));
    const question = screen.getByRole("dialog", { name: "Confirmación" });
    expect(question.textContent).toContain("¿Deseas eliminar este privilegio?");
    expect(within(question).getByRole("button", { name: "No" })).toBeTruthy();
    await userEvent.click(within(question).getByRole("button", { name: "Sí" }));
    expect(onDelete).toHaveBeenCalledWith(privilege);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
