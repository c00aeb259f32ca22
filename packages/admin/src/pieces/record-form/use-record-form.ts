import { type DeepKeys, useForm, useStore } from "@tanstack/react-form";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { LeaveGuardContext } from "./leave-guard.ts";
import {
  initialRecordForm,
  type RecordFormEffect,
  type RecordFormEvent,
  type RecordFormState,
  recordFormTransition,
} from "./record-form-machine.ts";
import { changedFields, sameValue } from "./record-values.ts";

function useValuesForm<Values>(values: Values) {
  return useForm({ defaultValues: values });
}

/** The TanStack form a record form hands each tab, to render its fields with `form.Field`. */
export type RecordFormApi<Values> = ReturnType<typeof useValuesForm<Values>>;

/** What a save answered: the success text to show, or why it failed (already translated). */
export type SaveResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string };

export interface RecordFormOptions<Values extends object> {
  readonly values: Values;
  readonly isNew: boolean;
  /** Each tab's fields, in tab order: a tab's dirtiness and validity are judged on its own fields. */
  readonly tabFields: readonly (readonly (keyof Values & string)[])[];
  /** Saves the record at a tab: a new record's Guardar, an existing one's per-tab update. */
  readonly save: (values: Values, tab: number) => Promise<SaveResult>;
  readonly leave: () => void;
  /** Back to read-only after a successful update, as the privilege and role cards are. */
  readonly readOnlyAfterSave?: boolean | undefined;
  /** The tab an existing record opens on (its address's); the first by default. */
  readonly initialTab?: number | undefined;
}

/**
 * The record form's state, from the pure machine, with its effects run: saving, putting the record's values
 * back, leaving and the message timers. Dirtiness is measured against the record's values, not the form's
 * touched flags, so typing a value back to what it was is no change.
 */
export function useRecordForm<Values extends object>(options: RecordFormOptions<Values>) {
  const { values, isNew, tabFields } = options;
  const form = useValuesForm(values);
  const [state, setState] = useState<RecordFormState>(() =>
    initialRecordForm(tabFields.length, isNew, options.readOnlyAfterSave, options.initialTab),
  );
  const [original, setOriginal] = useState(values);
  const current = useRef({ state, original, options });
  current.current = { ...current.current, options };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formValues = useStore(form.store, (formState) => formState.values);
  const fieldsOfTab = tabFields[state.tab] ?? [];
  const dirty = changedFields(original, formValues, fieldsOfTab).length > 0;
  // Leaving the record by Back or a link asks as the back icon does. Once the form itself leaves (after the
  // question, or with nothing to ask), the navigation that follows is not held again.
  const leaving = useRef({ dirty, released: false });
  leaving.current.dirty = dirty;
  const guarded = useCallback(
    () => !leaving.current.released && current.current.state.mode === "edit" && leaving.current.dirty,
    [],
  );
  const useLeaveGuard = useContext(LeaveGuardContext);
  const held = useLeaveGuard(state.mode === "edit" && dirty, guarded);
  const heldNow = useRef(held);
  heldNow.current = held;

  // New values from the screen (a reload after saving) become the record, unless they are the same data.
  useEffect(() => {
    if (sameValue(values, current.current.original)) return;
    current.current.original = values;
    setOriginal(values);
    form.reset(values);
  }, [values, form]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const dispatch = (event: RecordFormEvent) => {
    const next = recordFormTransition(current.current.state, event);
    current.current.state = next.state;
    setState(next.state);
    for (const effect of next.effects) run(effect);
  };

  const run = (effect: RecordFormEffect) => {
    switch (effect.kind) {
      case "save":
        current.current.options.save(form.state.values, effect.tab).then(
          (result) =>
            dispatch(
              result.ok
                ? { type: "saved", message: result.message }
                : { type: "saveFailed", message: result.message },
            ),
          (error: unknown) =>
            dispatch({ type: "saveFailed", message: error instanceof Error ? error.message : String(error) }),
        );
        return;
      case "restore":
        form.reset(current.current.original);
        return;
      case "commit":
        current.current.original = form.state.values;
        setOriginal(form.state.values);
        return;
      case "leave":
        leaving.current.released = true;
        current.current.options.leave();
        return;
      case "navigation":
        leaving.current.released = effect.go;
        if (effect.go) heldNow.current.proceed();
        else heldNow.current.stay();
        return;
      case "wait":
        clearTimeout(timer.current);
        timer.current = setTimeout(() => dispatch({ type: effect.event }), effect.ms);
        return;
    }
  };

  // Held by the page: the question opens as for the back icon, and its answer lets the navigation go or not.
  const onHeld = useRef<() => void>(() => undefined);
  onHeld.current = () => dispatch({ type: "navigationHeld", dirty });
  useEffect(() => {
    if (held.held) onHeld.current();
  }, [held.held]);

  /** Runs the current tab's field rules, showing their messages; true when none fails. */
  const tabValid = async (): Promise<boolean> => {
    const errors = await Promise.all(
      fieldsOfTab.map((field) => form.validateField(field as DeepKeys<Values>, "submit")),
    );
    return errors.every((list) => list.length === 0);
  };

  /** Rules run only where the move or save needs them, so stepping back never paints errors. */
  const withValidity = async (needed: boolean, event: (valid: boolean) => RecordFormEvent) =>
    dispatch(event(needed ? await tabValid() : true));
  const creating = state.mode === "new";

  return {
    form,
    state,
    dirty,
    goTo: (tab: number) =>
      void withValidity(creating && tab > state.tab, (tabValid) => ({ type: "goTo", tab, dirty, tabValid })),
    next: () => void withValidity(creating, (tabValid) => ({ type: "next", dirty, tabValid })),
    back: () => dispatch({ type: "back", dirty }),
    toggleEdit: () => dispatch({ type: "toggleEdit", dirty }),
    cancelEdit: () => dispatch({ type: "cancelEdit" }),
    update: () => void withValidity(creating || dirty, (tabValid) => ({ type: "update", dirty, tabValid })),
    acceptPrompt: () => void withValidity(true, (tabValid) => ({ type: "promptAccept", tabValid })),
    discardPrompt: () => dispatch({ type: "promptDiscard" }),
    dismissPrompt: () => dispatch({ type: "promptDismiss" }),
  };
}
