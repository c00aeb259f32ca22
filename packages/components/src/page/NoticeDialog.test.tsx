import { forbiddenMessage } from "@gse/sdk";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { NoticeDialog } from "./NoticeDialog.tsx";

async function renderNotices() {
  const mock = getScreenMock({ slot: "login" });
  await mock.ready();
  render(mock.wrap(<NoticeDialog />));
  return mock;
}

describe("NoticeDialog", () => {
  afterEach(() => vi.useRealTimers());

  it("shows nothing until a call raises a notice", async () => {
    await renderNotices();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the 403 text and runs the notice's action on Aceptar", async () => {
    const mock = await renderNotices();
    const accept = vi.fn();
    act(() => mock.runtime.notices.getState().show({ kind: "forbidden", message: forbiddenMessage }, accept));
    expect(screen.getByRole("dialog", { name: "Aviso" }).textContent).toContain(forbiddenMessage);
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(accept).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("hides the single-session status after 7000 ms, running its action, and not before", async () => {
    const mock = await renderNotices();
    vi.useFakeTimers();
    const accept = vi.fn();
    act(() =>
      mock.runtime.notices
        .getState()
        .show({ kind: "sessionStatus", message: "Sesión abierta en otro equipo", autoHideMs: 7000 }, accept),
    );
    act(() => vi.advanceTimersByTime(6999));
    expect(accept).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(accept).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
