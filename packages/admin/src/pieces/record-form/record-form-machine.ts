import { NO_CHANGES_INDICATOR_MS, SUCCESS_MESSAGE_MS } from "../timing.ts";

/** new: a record being created, editable; details: an existing record, read-only; edit: after the edit toggle. */
export type RecordMode = "new" | "details" | "edit";

/** Where the administrator asked to go when the unsaved-change prompt opened. */
export type PendingMove =
  | { readonly kind: "tab"; readonly to: number }
  | { readonly kind: "leave" }
  /** A navigation away from the record (Back, a menu link) that the page holds until the question is answered. */
  | { readonly kind: "navigate" }
  | { readonly kind: "stopEditing" };

export type RecordStatus =
  | { readonly kind: "idle" }
  /** The short loading indicator an update without changes shows before saying so (spec §4). */
  | { readonly kind: "checking" }
  | { readonly kind: "noChanges" }
  | { readonly kind: "saving"; readonly after: PendingMove | null }
  | { readonly kind: "saved"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string };

export interface RecordFormState {
  readonly tabCount: number;
  readonly tab: number;
  readonly mode: RecordMode;
  /** The move waiting on 'Hiciste modificaciones ¿Deseas actualizarlas?', while it is open. */
  readonly prompt: PendingMove | null;
  readonly status: RecordStatus;
  /** The privilege and role cards go back to read-only after an update (spec §4 "resets the card state"). */
  readonly readOnlyAfterSave: boolean;
}

/**
 * What the administrator or the form did. `dirty` says whether the current tab's values differ from the
 * record's; `tabValid` whether the current tab's fields pass their rules (the form validates before it asks).
 */
export type RecordFormEvent =
  | { readonly type: "goTo"; readonly tab: number; readonly dirty: boolean; readonly tabValid: boolean }
  | { readonly type: "next"; readonly dirty: boolean; readonly tabValid: boolean }
  | { readonly type: "back"; readonly dirty: boolean }
  | { readonly type: "toggleEdit"; readonly dirty: boolean }
  | { readonly type: "cancelEdit" }
  | { readonly type: "update"; readonly dirty: boolean; readonly tabValid: boolean }
  | { readonly type: "promptAccept"; readonly tabValid: boolean }
  | { readonly type: "promptDiscard" }
  | { readonly type: "promptDismiss" }
  /** The page holds a navigation away from the record, which has unsaved changes while editing. */
  | { readonly type: "navigationHeld"; readonly dirty: boolean }
  | { readonly type: "indicatorElapsed" }
  | { readonly type: "saved"; readonly message: string }
  | { readonly type: "saveFailed"; readonly message: string }
  | { readonly type: "messageElapsed" };

/**
 * What the form does for the machine: save the current tab, put the record's values back, leave, let a held
 * navigation go on or cancel it, wait.
 */
export type RecordFormEffect =
  | { readonly kind: "save"; readonly tab: number }
  | { readonly kind: "restore" }
  | { readonly kind: "commit" }
  | { readonly kind: "leave" }
  | { readonly kind: "navigation"; readonly go: boolean }
  | { readonly kind: "wait"; readonly ms: number; readonly event: "indicatorElapsed" | "messageElapsed" };

export interface RecordFormTransition {
  readonly state: RecordFormState;
  readonly effects: readonly RecordFormEffect[];
}

/**
 * A new record opens editable on its first tab, whatever the address says (it goes forward a valid tab at a
 * time); an existing one read-only, on the tab its address names.
 */
export function initialRecordForm(
  tabCount: number,
  isNew: boolean,
  readOnlyAfterSave = false,
  tab = 0,
): RecordFormState {
  return {
    tabCount,
    tab: isNew || !(tab >= 0 && tab < tabCount) ? 0 : tab,
    mode: isNew ? "new" : "details",
    prompt: null,
    status: { kind: "idle" },
    readOnlyAfterSave,
  };
}

const stay = (state: RecordFormState): RecordFormTransition => ({ state, effects: [] });

function perform(state: RecordFormState, move: PendingMove): RecordFormTransition {
  switch (move.kind) {
    case "tab":
      return { state: { ...state, tab: move.to }, effects: [] };
    case "stopEditing":
      return { state: { ...state, mode: "details" }, effects: [] };
    case "leave":
      return { state, effects: [{ kind: "leave" }] };
    case "navigate":
      return { state, effects: [{ kind: "navigation", go: true }] };
  }
}

/** A held navigation stays where it is when its question closes without going on. */
const staysFor = (move: PendingMove | null): RecordFormEffect[] =>
  move?.kind === "navigate" ? [{ kind: "navigation", go: false }] : [];

/** A move asks first when an edited record has unsaved changes (spec §4); otherwise it happens. */
function request(state: RecordFormState, move: PendingMove, dirty: boolean): RecordFormTransition {
  if (state.mode === "edit" && dirty) return stay({ ...state, prompt: move });
  return perform(state, move);
}

function goTo(state: RecordFormState, to: number, dirty: boolean, tabValid: boolean): RecordFormTransition {
  if (to === state.tab || to < 0 || to >= state.tabCount) return stay(state);
  // A new record goes forward one tab at a time, and only from a valid tab (spec §4, new application).
  if (state.mode === "new" && to > state.tab) {
    return tabValid ? perform(state, { kind: "tab", to: state.tab + 1 }) : stay(state);
  }
  return request(state, { kind: "tab", to }, dirty);
}

function save(state: RecordFormState, after: PendingMove | null): RecordFormTransition {
  return {
    state: { ...state, prompt: null, status: { kind: "saving", after } },
    effects: [{ kind: "save", tab: state.tab }],
  };
}

/** The record form's tabs, mode, unsaved-change prompt and save status, as a pure function. */
export function recordFormTransition(state: RecordFormState, event: RecordFormEvent): RecordFormTransition {
  const busy = state.status.kind === "saving";
  switch (event.type) {
    case "goTo":
      return busy ? stay(state) : goTo(state, event.tab, event.dirty, event.tabValid);
    case "next":
      return busy ? stay(state) : goTo(state, state.tab + 1, event.dirty, event.tabValid);
    case "back":
      if (busy) return stay(state);
      if (state.tab === 0) return request(state, { kind: "leave" }, event.dirty);
      return request(state, { kind: "tab", to: state.tab - 1 }, event.dirty);
    case "toggleEdit":
      if (busy || state.mode === "new") return stay(state);
      if (state.mode === "details") return stay({ ...state, mode: "edit" });
      return request(state, { kind: "stopEditing" }, event.dirty);
    case "cancelEdit":
      if (busy || state.mode !== "edit") return stay(state);
      return {
        state: { ...state, mode: "details", prompt: null },
        effects: [{ kind: "restore" }, ...staysFor(state.prompt)],
      };
    case "update":
      if (busy || state.mode === "details") return stay(state);
      if (state.mode === "edit" && !event.dirty) {
        return {
          state: { ...state, status: { kind: "checking" } },
          effects: [{ kind: "wait", ms: NO_CHANGES_INDICATOR_MS, event: "indicatorElapsed" }],
        };
      }
      return event.tabValid ? save(state, null) : stay(state);
    case "promptAccept":
      if (!state.prompt) return stay(state);
      if (event.tabValid) return save(state, state.prompt);
      return { state: { ...state, prompt: null }, effects: staysFor(state.prompt) };
    case "promptDiscard": {
      if (!state.prompt) return stay(state);
      const moved = perform({ ...state, prompt: null }, state.prompt);
      return { state: moved.state, effects: [{ kind: "restore" }, ...moved.effects] };
    }
    case "promptDismiss":
      return { state: { ...state, prompt: null }, effects: staysFor(state.prompt) };
    case "navigationHeld":
      // While a save runs the record stays: its answer decides what follows.
      if (busy) return { state, effects: staysFor({ kind: "navigate" }) };
      return request(state, { kind: "navigate" }, event.dirty);
    case "indicatorElapsed":
      if (state.status.kind !== "checking") return stay(state);
      return {
        state: { ...state, status: { kind: "noChanges" } },
        effects: [{ kind: "wait", ms: SUCCESS_MESSAGE_MS, event: "messageElapsed" }],
      };
    case "saved": {
      if (state.status.kind !== "saving") return stay(state);
      const after = state.status.after;
      // A created record exists from now on: it reads as details, like any other; an updated one too where the
      // card says so.
      const saved: RecordFormState = {
        ...state,
        mode: state.mode === "new" || state.readOnlyAfterSave ? "details" : state.mode,
        status: { kind: "saved", message: event.message },
      };
      const moved = after ? perform(saved, after) : stay(saved);
      return {
        state: moved.state,
        effects: [
          { kind: "commit" },
          { kind: "wait", ms: SUCCESS_MESSAGE_MS, event: "messageElapsed" },
          ...moved.effects,
        ],
      };
    }
    case "saveFailed":
      if (state.status.kind !== "saving") return stay(state);
      return {
        state: { ...state, status: { kind: "failed", message: event.message } },
        effects: staysFor(state.status.after),
      };
    case "messageElapsed":
      if (state.status.kind !== "saved" && state.status.kind !== "noChanges") return stay(state);
      return stay({ ...state, status: { kind: "idle" } });
  }
}
