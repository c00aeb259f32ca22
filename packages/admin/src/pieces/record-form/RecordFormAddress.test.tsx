import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inSpanish, renderPiece } from "../testing/render-piece.tsx";
import { demoExisting, demoNew, demoTabs, demoTitle } from "./demo-record.tsx";
import { LeaveGuardContext, nothingHeld, type UseLeaveGuard } from "./leave-guard.ts";
import { RecordForm } from "./RecordForm.tsx";

beforeAll(inSpanish);

/** The page around the form, holding its navigations as the console's router does; driven by the tests. */
const page = { guarded: () => false, leave: () => {}, proceed: vi.fn(), stay: vi.fn() };
beforeEach(() => {
  page.proceed = vi.fn();
  page.stay = vi.fn();
});

const useHeldPage: UseLeaveGuard = (active, guarded) => {
  const [held, setHeld] = useState(false);
  page.guarded = () => active && guarded();
  page.leave = () => act(() => (guarded() ? setHeld(true) : page.proceed()));
  if (!held) return nothingHeld;
  const answered = (answer: () => void) => () => {
    setHeld(false);
    answer();
  };
  return { held, proceed: answered(page.proceed), stay: answered(page.stay) };
};

function renderForm(
  options: { isNew?: boolean; initialTab?: string; useGuard?: UseLeaveGuard; onLeave?: () => void } = {},
) {
  const onTabChange = vi.fn();
  const onLeave = vi.fn(options.onLeave);
  const onSave = vi.fn(async () => ({
    ok: true as const,
    message: "Los datos básicos han sido actualizados",
  }));
  const form = (
    <RecordForm
      tabs={demoTabs}
      values={options.isNew ? demoNew : demoExisting}
      isNew={options.isNew ?? false}
      title={demoTitle}
      onSave={onSave}
      onLeave={onLeave}
      initialTab={options.initialTab}
      onTabChange={onTabChange}
    />
  );
  renderPiece(
    options.useGuard ? (
      <LeaveGuardContext.Provider value={options.useGuard}>{form}</LeaveGuardContext.Provider>
    ) : (
      form
    ),
  );
  return { onTabChange, onLeave, onSave };
}

const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;
const name = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Nombre/ });

describe("the record form's tab in the address", () => {
  it("opens an existing record on the tab its address names, and says nothing until the tab changes", async () => {
    const { onTabChange } = renderForm({ initialTab: "token" });
    expect(selectedTab()).toBe("Token");
    expect(onTabChange).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Datos Básicos" }));
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith("data");
  });

  it("opens on the first tab for an address without a tab or with one the record does not have", () => {
    renderForm({ initialTab: "nowhere" });
    expect(selectedTab()).toBe("Datos Básicos");
  });

  it("opens a new record on its first tab and corrects an address that named another", () => {
    const { onTabChange } = renderForm({ isNew: true, initialTab: "token" });
    expect(selectedTab()).toBe("Datos Básicos");
    expect(onTabChange).toHaveBeenCalledExactlyOnceWith("data");
  });
});

describe("leaving an edited record by Back or a link", () => {
  it("is not held while the record reads, nor while editing without changes", async () => {
    renderForm({ useGuard: useHeldPage });
    expect(page.guarded()).toBe(false);
    await userEvent.setup().click(screen.getByRole("switch", { name: "Editar" }));
    expect(page.guarded()).toBe(false);
  });

  it("asks first with unsaved changes; Escape keeps the record and its changes", async () => {
    renderForm({ useGuard: useHeldPage });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: "Editar" }));
    await user.type(name(), " 2");
    page.leave();
    expect(screen.getByRole("dialog").textContent).toContain("Hiciste modificaciones ¿Deseas actualizarlas?");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(page.stay).toHaveBeenCalledOnce();
    expect(page.proceed).not.toHaveBeenCalled();
    expect(name().value).toBe("Nómina 2");
  });

  it("goes on after Cancelar restores the record, and is not asked again", async () => {
    const { onLeave } = renderForm({ useGuard: useHeldPage });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: "Editar" }));
    await user.type(name(), " 2");
    page.leave();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(page.proceed).toHaveBeenCalledOnce();
    expect(name().value).toBe("Nómina");
    expect(onLeave).not.toHaveBeenCalled();
    expect(page.guarded()).toBe(false);
  });

  it("goes on after Aceptar saves the changes", async () => {
    const { onSave } = renderForm({ useGuard: useHeldPage });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: "Editar" }));
    await user.type(name(), " 2");
    page.leave();
    await user.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onSave).toHaveBeenCalledWith({ ...demoExisting, name: "Nómina 2" }, demoTabs[0]);
    await vi.waitFor(() => expect(page.proceed).toHaveBeenCalledOnce());
  });

  it("lets the form's own leave go without holding it again, after its question", async () => {
    // The close navigates as it is called, before the restored values are drawn: a guard still asking holds it.
    let heldOnLeaving: boolean | undefined;
    renderForm({ useGuard: useHeldPage, onLeave: () => (heldOnLeaving = page.guarded()) });
    const user = userEvent.setup();
    await user.click(screen.getByRole("switch", { name: "Editar" }));
    await user.type(name(), " 2");
    await user.click(screen.getByRole("button", { name: "Volver" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(heldOnLeaving).toBe(false);
  });
});
