import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { inSpanish, renderPiece } from "./testing/render-piece.tsx";
import { SELF_CLOSING_DIALOG_MS } from "./timing.ts";

beforeAll(inSpanish);
afterEach(() => {
  vi.useRealTimers();
});

describe("the confirmation dialog", () => {
  it("asks with Cancelar and Aceptar, and calls only the one chosen", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderPiece(
      <ConfirmDialog
        open
        message="Deseas activar / desactivar este usuario"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Confirmación" });
    expect(dialog).toHaveProperty(
      "textContent",
      expect.stringContaining("Deseas activar / desactivar este usuario"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("gives Cancelar its own action when one is given, leaving Escape to close", async () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    renderPiece(
      <ConfirmDialog open message="¿Seguro?" onConfirm={() => {}} onCancel={onCancel} onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes itself after 1500 ms when it has no buttons", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderPiece(<ConfirmDialog open message="La aplicación ha sido actualizada" onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Notificación" })).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
    expect(SELF_CLOSING_DIALOG_MS).toBe(1500);
    act(() => vi.advanceTimersByTime(SELF_CLOSING_DIALOG_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("does not restart its time when the page re-renders with a new callback", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = renderPiece(<ConfirmDialog open message="Listo" onClose={() => onClose()} />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<ConfirmDialog open message="Listo" onClose={() => onClose()} />);
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("never closes itself while it asks", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderPiece(<ConfirmDialog open message="¿Seguro?" onConfirm={() => {}} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
