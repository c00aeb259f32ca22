import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ConfirmSwitch } from "./ConfirmSwitch.tsx";
import { inSpanish, renderPiece } from "./testing/render-piece.tsx";

beforeAll(inSpanish);

const question = "Deseas activar / desactivar este usuario";

describe("the state switch", () => {
  it("is a switch named for its record, showing the state", () => {
    renderPiece(
      <ConfirmSwitch checked label="Estado de jperez" confirmMessage={question} onChange={() => {}} />,
    );
    expect(screen.getByRole("switch", { name: "Estado de jperez" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("asks before changing, and sends nothing when cancelled", async () => {
    const onChange = vi.fn();
    renderPiece(
      <ConfirmSwitch checked label="Estado de jperez" confirmMessage={question} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole("switch", { name: "Estado de jperez" }));
    expect(screen.getByRole("dialog").textContent).toContain(question);
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends the new state on Aceptar and closes once it is done", async () => {
    let finish = () => {};
    const onChange = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPiece(
      <ConfirmSwitch
        checked={false}
        label="Estado de jperez"
        confirmMessage={question}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole("switch"));
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: "Aceptar" }).getAttribute("aria-busy")).toBe("true");
    finish();
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
