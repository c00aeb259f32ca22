import {
  dateVariableRule,
  HourRule,
  MinutesRule,
  nextDay,
  type TemplateVariable,
  textVariableRule,
  timeKey,
} from "@gse/contract";
import type * as v from "valibot";

/** A form value of the notification form: text, a boolean (checks), an id or the application ids. */
export type FieldValue = string | number | boolean | readonly number[];

/** Where a variable's form values live: beside the form's own fields, never clashing with them. */
export const variableKey = (name: string) => `var:${name}`;

/**
 * One template variable as the form draws it (spec §3, §5): its field's kind, label, form key(s) and valibot
 * rule, built from the template alone, so the view only draws and the rules are the contract's.
 */
export type VariableField =
  | {
      readonly kind: "text";
      readonly key: string;
      readonly label: string;
      readonly multiline: boolean;
      readonly rows: number;
      readonly maxLength: number;
      readonly rule: v.GenericSchema;
    }
  | {
      readonly kind: "date";
      readonly key: string;
      readonly label: string;
      readonly min: string;
      readonly rule: v.GenericSchema;
    }
  | {
      readonly kind: "time";
      readonly key: string;
      readonly label: string;
      readonly hourKey: string;
      readonly minutesKey: string;
      readonly hourRule: v.GenericSchema;
      readonly minutesRule: v.GenericSchema;
      readonly complement?: { readonly key: string; readonly label: string };
    }
  | { readonly kind: "check"; readonly key: string; readonly label: string };

/** The fields of a template's variables, in the template's order; date rules count from `today` (YYYY-MM-DD). */
export function variableFields(variables: readonly TemplateVariable[], today: string): VariableField[] {
  return variables.map((variable): VariableField => {
    switch (variable.type) {
      case "text":
        return {
          kind: "text",
          key: variableKey(variable.name),
          label: variable.label || variable.name,
          multiline: variable.multiline,
          rows: Math.max(1, variable.row),
          maxLength: variable.maxLength,
          rule: textVariableRule(variable.maxLength),
        };
      case "date":
        return {
          kind: "date",
          key: variableKey(variable.name),
          label: variable.label || variable.name,
          min: nextDay(today),
          rule: dateVariableRule(today),
        };
      case "check":
        return { kind: "check", key: variableKey(variable.name), label: variable.label || variable.name };
      default: {
        const key = variableKey(timeKey(variable));
        return {
          kind: "time",
          key,
          label: variable.label || timeKey(variable),
          hourKey: `${key}:hour`,
          minutesKey: `${key}:minutes`,
          hourRule: HourRule,
          minutesRule: MinutesRule,
          ...(variable.complement
            ? {
                complement: {
                  key: variableKey(variable.complement.name),
                  label: variable.complement.label || variable.complement.name,
                },
              }
            : {}),
        };
      }
    }
  });
}

/** Every form key of the fields: what the form validates and compares for changes. */
export function fieldKeys(fields: readonly VariableField[]): string[] {
  return fields.flatMap((field) =>
    field.kind === "time"
      ? [field.hourKey, field.minutesKey, ...(field.complement ? [field.complement.key] : [])]
      : [field.key],
  );
}

/** The form values of the fields: from a saved notification's variables JSON text, or empty for a new one. */
export function variableValues(fields: readonly VariableField[], json = "{}"): Record<string, FieldValue> {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json || "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      saved = parsed as Record<string, unknown>;
  } catch {
    // A notification whose variables are not JSON opens with empty fields, which its rules then flag.
  }
  const text = (key: string) => {
    const value = saved[key.slice("var:".length)];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  const flag = (key: string) => saved[key.slice("var:".length)] === true;
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.kind === "check") values[field.key] = flag(field.key);
    else if (field.kind === "time") {
      const [hour = "", minutes = ""] = text(field.key).split(":");
      values[field.hourKey] = hour;
      values[field.minutesKey] = minutes;
      if (field.complement) values[field.complement.key] = flag(field.complement.key);
    } else values[field.key] = text(field.key);
  }
  return values;
}

const two = (digits: FieldValue | undefined) => String(digits ?? "").padStart(2, "0");

/** The variables as the notification saves them (spec §7): JSON text of values by variable name. */
export function variablesJson(fields: readonly VariableField[], values: Record<string, FieldValue>): string {
  const saved: Record<string, string | boolean> = {};
  const name = (key: string) => key.slice("var:".length);
  for (const field of fields) {
    if (field.kind === "check") saved[name(field.key)] = values[field.key] === true;
    else if (field.kind === "time") {
      saved[name(field.key)] = `${two(values[field.hourKey])}:${two(values[field.minutesKey])}`;
      if (field.complement) saved[name(field.complement.key)] = values[field.complement.key] === true;
    } else saved[name(field.key)] = String(values[field.key] ?? "");
  }
  return JSON.stringify(saved);
}

/** A step button's next value: one up or down within 0..max, wrapping; empty or foreign text starts at 0. */
export function stepped(value: string, max: number, step: 1 | -1): string {
  const current = /^\d{1,2}$/.test(value) ? Number(value) : step === 1 ? -1 : 1;
  const next = (current + step + max + 1) % (max + 1);
  return String(next).padStart(2, "0");
}

/** What a typed hour or minute keeps: digits only, two at most. */
export const digitsOnly = (typed: string) => typed.replace(/\D/g, "").slice(0, 2);
