import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AlertDialog } from "./AlertDialog.tsx";
import { inSpanish, renderPiece } from "./testing/render-piece.tsx";

beforeAll(inSpanish);

describe("the alert dialog", () => {
  it.each([
    ["error", "Error"],
    ["notification", "Notificación"],
  ] as const)("is titled for a %s as %s, with Aceptar closing it", async (kind, title) => {
    const onClose = vi.fn();
    renderPiece(
      <AlertDialog open kind={kind} message="No fue posible cargar los privilegios" onClose={onClose} />,
    );
    expect(screen.getByRole("dialog", { name: title })).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
