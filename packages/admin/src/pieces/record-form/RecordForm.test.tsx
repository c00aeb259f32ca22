import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inSpanish, renderPiece } from "../testing/render-piece.tsx";
import { NO_CHANGES_INDICATOR_MS, SUCCESS_MESSAGE_MS } from "../timing.ts";
import { type DemoRecord, demoExisting, demoNew, demoTabs, demoTitle } from "./demo-record.tsx";
import { RecordForm } from "./RecordForm.tsx";
import type { SaveResult } from "./use-record-form.ts";

beforeAll(inSpanish);
afterEach(() => {
  vi.useRealTimers();
});

function renderForm(
  isNew: boolean,
  save: (values: DemoRecord) => Promise<SaveResult> = async () => ({
    ok: true,
    message: "Los datos básicos han sido actualizados",
  }),
) {
  const onSave = vi.fn(save);
  const onLeave = vi.fn();
  renderPiece(
    <RecordForm
      tabs={demoTabs}
      values={isNew ? demoNew : demoExisting}
      isNew={isNew}
      title={demoTitle}
      onSave={onSave}
      onLeave={onLeave}
    />,
  );
  return { onSave, onLeave };
}

const name = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Nombre/ });
const prompt = "Hiciste modificaciones ¿Deseas actualizarlas?";

/** The form's timeouts on a fake clock from here on (typing before it runs on real time, as user-event needs). */
const onClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

/** Clicks a button and lets the form's validation and save (promises) settle. */
async function press(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
  await act(async () => {});
}

async function startEditing(user = userEvent.setup()) {
  await user.click(screen.getByRole("switch", { name: "Editar" }));
  return user;
}

describe("the record form", () => {
  it("opens a new record editable, titled as new, with a next arrow and no edit toggle", () => {
    renderForm(true);
    expect(screen.getByRole("heading", { name: "Nueva aplicación" })).toBeDefined();
    expect(name().readOnly).toBe(false);
    expect(screen.queryByRole("switch", { name: "Editar" })).toBeNull();
    expect(screen.getByRole("button", { name: "Siguiente pestaña" })).toBeDefined();
  });

  it("keeps a new record on a tab whose fields are invalid, then moves on and saves at the last", async () => {
    const { onSave } = renderForm(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Siguiente pestaña" }));
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Datos Básicos");
    expect(screen.getByText("Campo obligatorio")).toBeDefined();
    await user.type(name(), "Biometría");
    await user.click(screen.getByRole("button", { name: "Siguiente pestaña" }));
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Token");
    await user.type(screen.getByRole("textbox", { name: /Duración/ }), "15");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onSave).toHaveBeenCalledWith(
      { name: "Biometría", description: "", tokenMinutes: "15" },
      demoTabs[1],
    );
  });

  it("opens an existing record read-only until the edit toggle", async () => {
    renderForm(false);
    expect(screen.getByRole("heading", { name: "Detalle de datos básicos" })).toBeDefined();
    expect(name().readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Actualizar datos" })).toBeNull();
    await startEditing();
    expect(screen.getByRole("heading", { name: "Editar datos básicos" })).toBeDefined();
    expect(name().readOnly).toBe(false);
    expect(screen.getByRole("button", { name: "Actualizar datos" })).toBeDefined();
  });

  it("asks 'Hiciste modificaciones ¿Deseas actualizarlas?' on a tab change with unsaved changes", async () => {
    const { onSave } = renderForm(false);
    const user = await startEditing();
    await user.type(name(), " 2");
    await user.click(screen.getByRole("tab", { name: "Token" }));
    expect(screen.getByRole("dialog").textContent).toContain(prompt);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Datos Básicos");
    await user.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onSave).toHaveBeenCalledWith({ ...demoExisting, name: "Nómina 2" }, demoTabs[0]);
    expect(await screen.findByText("Los datos básicos han sido actualizados")).toBeDefined();
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Token");
  });

  it("asks on the back icon too, and Cancelar restores the original values", async () => {
    const { onLeave, onSave } = renderForm(false);
    const user = await startEditing();
    await user.clear(name());
    await user.type(name(), "Otra");
    await user.click(screen.getByRole("button", { name: "Volver" }));
    expect(screen.getByRole("dialog").textContent).toContain(prompt);
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
    expect(name().value).toBe("Nómina");
  });

  it("restores the original values when editing is cancelled", async () => {
    renderForm(false);
    const user = await startEditing();
    await user.type(name(), " cambiada");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(name().value).toBe("Nómina");
    expect(name().readOnly).toBe(true);
  });

  it("leaves from the first tab and steps back one tab from the others, without asking when nothing changed", async () => {
    const { onLeave } = renderForm(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Token" }));
    await user.click(screen.getByRole("button", { name: "Volver" }));
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Datos Básicos");
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Volver" }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("moves between tabs with the arrow keys, focus following the selected tab, and asks first when edited", async () => {
    renderForm(false);
    const user = userEvent.setup();
    screen.getByRole("tab", { name: "Datos Básicos" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Token" })).toHaveProperty("ariaSelected", "true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Token" }));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Datos Básicos" }));
    await startEditing(user);
    await user.type(name(), " 2");
    screen.getByRole("tab", { name: "Datos Básicos" }).focus();
    await user.keyboard("{End}");
    expect(screen.getByRole("dialog").textContent).toContain(prompt);
  });

  it("shows the 0.5 s indicator, then 'No hay cambios para guardar', for an update without changes", async () => {
    const { onSave } = renderForm(false);
    await startEditing();
    onClock();
    await press("Actualizar datos");
    expect(screen.getByText("Cargando")).toBeDefined();
    expect(screen.queryByText("No hay cambios para guardar")).toBeNull();
    act(() => vi.advanceTimersByTime(NO_CHANGES_INDICATOR_MS));
    expect(screen.queryByText("Cargando")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("No hay cambios para guardar");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("closes the success message after 1.5 s", async () => {
    renderForm(false);
    const user = await startEditing();
    await user.type(name(), " 2");
    onClock();
    await press("Actualizar datos");
    expect(screen.getByRole("status").textContent).toBe("Los datos básicos han sido actualizados");
    act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1));
    expect(screen.getByRole("status").textContent).toBe("Los datos básicos han sido actualizados");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows why a save failed and keeps the changes", async () => {
    renderForm(false, async () => ({ ok: false, message: "El nombre ya existe" }));
    const user = await startEditing();
    await user.type(name(), " 2");
    await user.click(screen.getByRole("button", { name: "Actualizar datos" }));
    expect((await screen.findByRole("alert")).textContent).toBe("El nombre ya existe");
    expect(name().value).toBe("Nómina 2");
  });
});
