import { describe, expect, it } from "vitest";
import { NO_CHANGES_INDICATOR_MS, SUCCESS_MESSAGE_MS } from "../timing.ts";
import {
  initialRecordForm,
  type RecordFormEvent,
  type RecordFormState,
  recordFormTransition,
} from "./record-form-machine.ts";

/** Runs events from a state, returning the last state and every effect asked for on the way. */
function run(state: RecordFormState, ...events: RecordFormEvent[]) {
  const effects = [];
  let current = state;
  for (const event of events) {
    const next = recordFormTransition(current, event);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}

const existing = initialRecordForm(3, false);
const editing: RecordFormState = { ...existing, mode: "edit" };
const clean = { dirty: false, tabValid: true };
const changed = { dirty: true, tabValid: true };

describe("the record form", () => {
  it("opens a new record editable and an existing one read-only, on the first tab", () => {
    expect(initialRecordForm(3, true)).toMatchObject({ mode: "new", tab: 0, prompt: null });
    expect(existing).toMatchObject({ mode: "details", tab: 0 });
    expect(run(existing, { type: "toggleEdit", dirty: false }).state.mode).toBe("edit");
  });

  it("opens an existing record on the tab its address names; a new one on the first, whatever it names", () => {
    expect(initialRecordForm(3, false, false, 2).tab).toBe(2);
    expect(initialRecordForm(3, false, false, 3).tab).toBe(0);
    expect(initialRecordForm(3, false, false, -1).tab).toBe(0);
    expect(initialRecordForm(3, true, false, 2).tab).toBe(0);
  });

  it("moves freely between the tabs of a read-only record", () => {
    expect(run(existing, { type: "goTo", tab: 2, ...clean }).state.tab).toBe(2);
    expect(run(existing, { type: "next", ...clean }, { type: "next", ...clean }).state.tab).toBe(2);
    expect(
      run(existing, { type: "next", ...clean }, { type: "next", ...clean }, { type: "next", ...clean }).state
        .tab,
    ).toBe(2);
  });

  it("takes a new record forward one tab at a time, only from a valid tab", () => {
    const created = initialRecordForm(3, true);
    expect(run(created, { type: "next", dirty: true, tabValid: false }).state.tab).toBe(0);
    expect(run(created, { type: "goTo", tab: 2, dirty: true, tabValid: true }).state.tab).toBe(1);
    expect(
      run({ ...created, tab: 2 }, { type: "goTo", tab: 0, dirty: true, tabValid: false }).state.tab,
    ).toBe(0);
  });

  it("steps back one tab, or leaves from the first", () => {
    expect(run({ ...existing, tab: 2 }, { type: "back", dirty: false }).state.tab).toBe(1);
    expect(run(existing, { type: "back", dirty: false }).effects).toEqual([{ kind: "leave" }]);
  });

  describe("with unsaved changes while editing", () => {
    it("asks 'Hiciste modificaciones ¿Deseas actualizarlas?' on tab change, back, leave and stopping the edit", () => {
      expect(run(editing, { type: "goTo", tab: 1, ...changed }).state).toMatchObject({
        tab: 0,
        prompt: { kind: "tab", to: 1 },
      });
      expect(run({ ...editing, tab: 1 }, { type: "back", dirty: true }).state.prompt).toEqual({
        kind: "tab",
        to: 0,
      });
      const leaving = run(editing, { type: "back", dirty: true });
      expect(leaving.state.prompt).toEqual({ kind: "leave" });
      expect(leaving.effects).toEqual([]);
      expect(run(editing, { type: "toggleEdit", dirty: true }).state).toMatchObject({
        mode: "edit",
        prompt: { kind: "stopEditing" },
      });
    });

    it("saves on accepting, then goes where it was asked", () => {
      const asked = run(editing, { type: "goTo", tab: 2, ...changed }).state;
      const accepted = run(asked, { type: "promptAccept", tabValid: true });
      expect(accepted.state).toMatchObject({ prompt: null, tab: 0, status: { kind: "saving" } });
      expect(accepted.effects).toEqual([{ kind: "save", tab: 0 }]);
      const done = run(accepted.state, { type: "saved", message: "Los datos básicos han sido actualizados" });
      expect(done.state).toMatchObject({ tab: 2, status: { kind: "saved" } });
      expect(done.effects).toEqual([
        { kind: "commit" },
        { kind: "wait", ms: SUCCESS_MESSAGE_MS, event: "messageElapsed" },
      ]);
    });

    it("stays on the tab when the save fails, showing why", () => {
      const asked = run(editing, { type: "back", dirty: true }).state;
      const failed = run(
        asked,
        { type: "promptAccept", tabValid: true },
        { type: "saveFailed", message: "Error" },
      );
      expect(failed.state).toMatchObject({ tab: 0, status: { kind: "failed", message: "Error" } });
      expect(failed.effects).not.toContainEqual({ kind: "leave" });
    });

    it("restores the record's values on Cancelar and goes on", () => {
      const asked = run(editing, { type: "goTo", tab: 1, ...changed }).state;
      const discarded = run(asked, { type: "promptDiscard" });
      expect(discarded.state).toMatchObject({ tab: 1, prompt: null });
      expect(discarded.effects).toEqual([{ kind: "restore" }]);
      const left = run(run(editing, { type: "back", dirty: true }).state, { type: "promptDiscard" });
      expect(left.effects).toEqual([{ kind: "restore" }, { kind: "leave" }]);
    });

    it("stays with the changes when the prompt is dismissed", () => {
      const asked = run(editing, { type: "goTo", tab: 1, ...changed }).state;
      const dismissed = run(asked, { type: "promptDismiss" });
      expect(dismissed.state).toMatchObject({ tab: 0, prompt: null, mode: "edit" });
      expect(dismissed.effects).toEqual([]);
    });
  });

  describe("when the page holds a navigation away (Back, a menu link)", () => {
    const held = { type: "navigationHeld", dirty: true } as const;

    it("lets it go at once from a record without unsaved changes", () => {
      expect(run(existing, held).effects).toEqual([{ kind: "navigation", go: true }]);
      expect(run(editing, { ...held, dirty: false }).effects).toEqual([{ kind: "navigation", go: true }]);
    });

    it("asks first while editing with unsaved changes", () => {
      const asked = run(editing, held);
      expect(asked.state.prompt).toEqual({ kind: "navigate" });
      expect(asked.effects).toEqual([]);
    });

    it("lets it go after saving on Aceptar, or after restoring on Cancelar", () => {
      const asked = run(editing, held).state;
      const accepted = run(asked, { type: "promptAccept", tabValid: true }, { type: "saved", message: "Ok" });
      expect(accepted.effects).toContainEqual({ kind: "save", tab: 0 });
      expect(accepted.effects.at(-1)).toEqual({ kind: "navigation", go: true });
      expect(run(asked, { type: "promptDiscard" }).effects).toEqual([
        { kind: "restore" },
        { kind: "navigation", go: true },
      ]);
    });

    it("keeps the page on the record when the question is dismissed, the tab is invalid or the save fails", () => {
      const asked = run(editing, held).state;
      const stays = [{ kind: "navigation", go: false }];
      expect(run(asked, { type: "promptDismiss" }).effects).toEqual(stays);
      expect(run(asked, { type: "promptAccept", tabValid: false }).effects).toEqual(stays);
      const failed = run(
        asked,
        { type: "promptAccept", tabValid: true },
        { type: "saveFailed", message: "No" },
      );
      expect(failed.effects.at(-1)).toEqual({ kind: "navigation", go: false });
      expect(failed.state.status).toEqual({ kind: "failed", message: "No" });
    });

    it("keeps the page on the record while a save runs", () => {
      const saving = run(editing, { type: "update", ...changed }).state;
      expect(run(saving, held).effects).toEqual([{ kind: "navigation", go: false }]);
    });
  });

  it("restores the original values when editing is cancelled", () => {
    const cancelled = run(editing, { type: "cancelEdit" });
    expect(cancelled.state.mode).toBe("details");
    expect(cancelled.effects).toEqual([{ kind: "restore" }]);
  });

  it("shows the 0.5 s indicator, then 'No hay cambios para guardar', for an update without changes", () => {
    const checking = run(editing, { type: "update", ...clean });
    expect(checking.state.status).toEqual({ kind: "checking" });
    expect(checking.effects).toEqual([
      { kind: "wait", ms: NO_CHANGES_INDICATOR_MS, event: "indicatorElapsed" },
    ]);
    expect(NO_CHANGES_INDICATOR_MS).toBe(500);
    const told = run(checking.state, { type: "indicatorElapsed" });
    expect(told.state.status).toEqual({ kind: "noChanges" });
    expect(run(told.state, { type: "messageElapsed" }).state.status).toEqual({ kind: "idle" });
  });

  it("saves a changed, valid tab and closes the success message after 1.5 s", () => {
    expect(run(editing, { type: "update", dirty: true, tabValid: false }).effects).toEqual([]);
    const saved = run(editing, { type: "update", ...changed }, { type: "saved", message: "¡Listo!" });
    expect(saved.effects).toContainEqual({ kind: "save", tab: 0 });
    expect(saved.effects).toContainEqual({ kind: "wait", ms: 1500, event: "messageElapsed" });
    expect(saved.state).toMatchObject({ mode: "edit", status: { kind: "saved", message: "¡Listo!" } });
    expect(run(saved.state, { type: "messageElapsed" }).state.status).toEqual({ kind: "idle" });
  });

  it("turns a created record into a read-only one", () => {
    const created = { ...initialRecordForm(2, true), tab: 1 };
    const saved = run(created, { type: "update", ...changed }, { type: "saved", message: "Creado" });
    expect(saved.state.mode).toBe("details");
  });

  it("returns a card that asks for it to read-only after a successful update, and stays editable after a failure", () => {
    const card: RecordFormState = { ...initialRecordForm(1, false, true), mode: "edit" };
    const saved = run(card, { type: "update", ...changed }, { type: "saved", message: "Modificado" });
    expect(saved.state).toMatchObject({ mode: "details", status: { kind: "saved" } });
    const failed = run(card, { type: "update", ...changed }, { type: "saveFailed", message: "No" });
    expect(failed.state.mode).toBe("edit");
  });

  it("ignores moves and edits while a save runs, and updates on a read-only record", () => {
    const saving = run(editing, { type: "update", ...changed }).state;
    expect(run(saving, { type: "goTo", tab: 2, ...clean }).state.tab).toBe(0);
    expect(run(saving, { type: "back", dirty: false }).effects).toEqual([]);
    expect(run(existing, { type: "update", ...changed }).effects).toEqual([]);
  });
});
