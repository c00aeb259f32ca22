import { NotificationMessage, parseTemplateVariables } from "@gse/contract";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  digitsOnly,
  fieldKeys,
  stepped,
  variableFields,
  variablesJson,
  variableValues,
} from "./variable-fields.ts";

const template = {
  id: 5,
  variables: JSON.stringify([
    { type: "text", name: "titulo", label: "Título" },
    { type: "text", name: "mensaje", label: "Mensaje", multiline: true, row: 3, maxLength: 300 },
    { type: "date", name: "fecha", label: "Fecha del evento" },
    {
      type: "time",
      name: "hora",
      label: "Hora del evento",
      hour: { id: "hour", name: "hora" },
      minutes: { id: "minutes", name: "minutos" },
      complement: { name: "pm", label: "p. m." },
    },
    { type: "check", name: "obligatorio", label: "Asistencia obligatoria" },
  ]),
};
const today = "2026-11-23";
const fields = variableFields(parseTemplateVariables(template), today);
const messageOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

describe("the template's variables as form fields (spec §3, §5)", () => {
  it("draws a text variable with its label, multiline, rows and maxLength, 50 by default", () => {
    expect(fields[0]).toMatchObject({
      kind: "text",
      label: "Título",
      multiline: false,
      rows: 1,
      maxLength: 50,
    });
    expect(fields[1]).toMatchObject({ kind: "text", multiline: true, rows: 3, maxLength: 300 });
    const [text] = fields;
    if (text?.kind !== "text") throw new Error("expected a text field");
    expect(messageOf(text.rule, "a".repeat(50))).toBeUndefined();
    expect(messageOf(text.rule, "a".repeat(51))).toBe(NotificationMessage.textMax);
    expect(messageOf(text.rule, "")).toBe("Campo obligatorio.");
  });

  it("starts a date variable tomorrow", () => {
    const date = fields[2];
    if (date?.kind !== "date") throw new Error("expected a date field");
    expect(date.min).toBe("2026-11-24");
    expect(messageOf(date.rule, today)).toBe(NotificationMessage.dateFromTomorrow);
    expect(messageOf(date.rule, "2026-11-24")).toBeUndefined();
  });

  it("draws a time variable as hour 0-23 and minutes 0-59 with its complement check", () => {
    const time = fields[3];
    if (time?.kind !== "time") throw new Error("expected a time field");
    expect(time.complement).toEqual({ key: "var:pm", label: "p. m." });
    expect(messageOf(time.hourRule, "24")).toBe(NotificationMessage.hourRange);
    expect(messageOf(time.minutesRule, "60")).toBe(NotificationMessage.minutesRange);
    expect(messageOf(time.minutesRule, "5")).toBeUndefined();
  });

  it("draws a check variable", () => {
    expect(fields[4]).toEqual({ kind: "check", key: "var:obligatorio", label: "Asistencia obligatoria" });
  });

  it("lists every form key and starts a new notification empty", () => {
    expect(fieldKeys(fields)).toEqual([
      "var:titulo",
      "var:mensaje",
      "var:fecha",
      "var:hora:hour",
      "var:hora:minutes",
      "var:pm",
      "var:obligatorio",
    ]);
    expect(variableValues(fields)).toEqual({
      "var:titulo": "",
      "var:mensaje": "",
      "var:fecha": "",
      "var:hora:hour": "",
      "var:hora:minutes": "",
      "var:pm": false,
      "var:obligatorio": false,
    });
  });

  it("saves the values as JSON text by variable name and reads them back", () => {
    const values = {
      "var:titulo": "Cierre",
      "var:mensaje": "Hola",
      "var:fecha": "2026-12-01",
      "var:hora:hour": "8",
      "var:hora:minutes": "5",
      "var:pm": true,
      "var:obligatorio": false,
    };
    const json = variablesJson(fields, values);
    expect(JSON.parse(json)).toEqual({
      titulo: "Cierre",
      mensaje: "Hola",
      fecha: "2026-12-01",
      hora: "08:05",
      pm: true,
      obligatorio: false,
    });
    expect(variableValues(fields, json)).toEqual({
      ...values,
      "var:hora:hour": "08",
      "var:hora:minutes": "05",
    });
  });

  it("steps hours and minutes within their range and keeps typed digits only", () => {
    expect(stepped("23", 23, 1)).toBe("00");
    expect(stepped("00", 23, -1)).toBe("23");
    expect(stepped("", 59, 1)).toBe("00");
    expect(stepped("09", 59, 1)).toBe("10");
    expect(digitsOnly("1a2b3")).toBe("12");
  });
});
