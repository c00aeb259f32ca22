import { TextField } from "@gse/components";
import { useLingui } from "@gse/sdk";
import * as v from "valibot";
import type { RecordTab } from "./RecordForm.tsx";
import type { RecordMode } from "./record-form-machine.ts";
import type { RecordFormApi } from "./use-record-form.ts";

/**
 * A two-tab demo entity for the record form's stories and tests: what a screen declares over RecordForm (the
 * users' three tabs and the applications' four are the same kind of declaration).
 */
export interface DemoRecord {
  readonly name: string;
  readonly description: string;
  readonly tokenMinutes: string;
}

export const demoExisting: DemoRecord = {
  name: "Nómina",
  description: "Liquidación de nómina",
  tokenMinutes: "30",
};
export const demoNew: DemoRecord = { name: "", description: "", tokenMinutes: "" };

const required = v.pipe(v.string(), v.trim(), v.nonEmpty("Campo obligatorio"));
const minutes = v.pipe(
  v.string(),
  v.nonEmpty("Campo obligatorio"),
  v.regex(/^\d+$/, ":attribute debe ser un número."),
);

type DemoField = keyof DemoRecord;

function DemoTextField({
  form,
  name,
  label,
  editable,
  rule,
}: {
  readonly form: RecordFormApi<DemoRecord>;
  readonly name: DemoField;
  readonly label: string;
  readonly editable: boolean;
  readonly rule?: v.GenericSchema<string, string>;
}) {
  const { _ } = useLingui();
  return (
    <form.Field name={name} validators={rule ? { onChange: rule, onSubmit: rule } : {}}>
      {(field) => {
        const message = field.state.meta.errors.map((error) => error?.message)[0];
        return (
          <TextField
            label={label}
            name={name}
            required={rule !== undefined}
            readOnly={!editable}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={message ? _(message, { attribute: label }) : undefined}
          />
        );
      }}
    </form.Field>
  );
}

export const demoTabs: readonly RecordTab<DemoRecord>[] = [
  {
    id: "data",
    label: "Datos Básicos",
    fields: ["name", "description"],
    updateLabel: "Actualizar datos",
    render: (form, editable) => (
      <>
        <DemoTextField form={form} name="name" label="Nombre" editable={editable} rule={required} />
        <DemoTextField form={form} name="description" label="Descripción" editable={editable} />
      </>
    ),
  },
  {
    id: "token",
    label: "Token",
    fields: ["tokenMinutes"],
    updateLabel: "Actualizar token",
    render: (form, editable) => (
      <DemoTextField
        form={form}
        name="tokenMinutes"
        label="Duración del token (minutos)"
        editable={editable}
        rule={minutes}
      />
    ),
  },
];

/** The demo's headings, as the application form words them (spec §2). */
export function demoTitle(mode: RecordMode, tab: RecordTab<DemoRecord>): string {
  if (mode === "new") return "Nueva aplicación";
  const verb = mode === "edit" ? "Editar" : "Detalle de";
  return tab.id === "data" ? `${verb} datos básicos` : `${verb} token`;
}
