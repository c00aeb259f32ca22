import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Dialog } from "./Dialog.tsx";

async function renderDialog(onClose?: () => void) {
  const mock = getScreenMock({ slot: "login" });
  await mock.ready();
  return render(
    mock.wrap(
      <Dialog
        open
        title="Aviso"
        actions={<button type="button">Aceptar</button>}
        {...(onClose ? { onClose } : {})}
      >
        Tu sesión fue revocada.
      </Dialog>,
    ),
  );
}

describe("Dialog", () => {
  it("is a dialog named by its title and described by its message", async () => {
    await renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Aviso" });
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Tu sesión fue revocada.");
  });

  it("closes on Escape when it is closable", async () => {
    const onClose = vi.fn();
    await renderDialog(onClose);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("ignores Escape when it is not closable", async () => {
    await renderDialog();
    const notPrevented = fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(notPrevented).toBe(false);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
