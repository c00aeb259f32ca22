import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ChosenIdRule,
  dateVariableRule,
  HourRule,
  NotificationMessage as M,
  MinutesRule,
  NotificationApplicationsRule,
  NotificationReasonRule,
  nextDay,
  sendDateRule,
  textVariableRule,
  variablesProblem,
} from "./index.ts";

const messageOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

const today = "2026-11-23";

const template = {
  id: 9,
  variables: JSON.stringify([
    { type: "text", name: "titulo", label: "Título", maxLength: 5 },
    { type: "date", name: "fecha", label: "Fecha" },
    {
      type: "time",
      name: "hora",
      label: "Hora",
      hour: { id: "hour", name: "hora" },
      minutes: { id: "minutes", name: "minutos" },
      complement: { name: "pm", label: "p. m." },
    },
    { type: "check", name: "urgente", label: "Urgente" },
  ]),
};

const good = { titulo: "Hola", fecha: "2026-11-24", hora: "23:59", pm: false, urgente: true };

describe("the notification rules (spec §5 Notification)", () => {
  it("requires a reason of at most 200 characters, blank counting as missing", () => {
    expect(messageOf(NotificationReasonRule, "")).toBe("Campo obligatorio.");
    expect(messageOf(NotificationReasonRule, "   ")).toBe("Campo obligatorio.");
    expect(messageOf(NotificationReasonRule, "a".repeat(200))).toBeUndefined();
    expect(messageOf(NotificationReasonRule, "a".repeat(201))).toBe(M.reasonMax);
  });

  it("requires a chosen template and subject", () => {
    expect(messageOf(ChosenIdRule, 0)).toBe("Campo obligatorio.");
    expect(messageOf(ChosenIdRule, 3)).toBeUndefined();
  });

  it("needs at least one application", () => {
    expect(messageOf(NotificationApplicationsRule, [])).toBe(M.oneApplication);
    expect(messageOf(NotificationApplicationsRule, [1])).toBeUndefined();
  });

  it("sends from today on, and dates variables from tomorrow on", () => {
    expect(messageOf(sendDateRule(today), "")).toBe("Campo obligatorio.");
    expect(messageOf(sendDateRule(today), "2026-11-22")).toBe(M.sendDateFromToday);
    expect(messageOf(sendDateRule(today), today)).toBeUndefined();
    expect(messageOf(dateVariableRule(today), today)).toBe(M.dateFromTomorrow);
    expect(messageOf(dateVariableRule(today), "2026-11-24")).toBeUndefined();
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("limits a text variable to its maxLength", () => {
    expect(messageOf(textVariableRule(5), "12345")).toBeUndefined();
    expect(messageOf(textVariableRule(5), "123456")).toBe(M.textMax);
    expect(messageOf(textVariableRule(5), "")).toBe("Campo obligatorio.");
  });

  it("takes hours 0 to 23 and minutes 0 to 59, digits only", () => {
    expect(messageOf(HourRule, "0")).toBeUndefined();
    expect(messageOf(HourRule, "23")).toBeUndefined();
    expect(messageOf(HourRule, "24")).toBe(M.hourRange);
    expect(messageOf(HourRule, "-1")).toBe(M.digitsOnly);
    expect(messageOf(HourRule, "1a")).toBe(M.digitsOnly);
    expect(messageOf(MinutesRule, "59")).toBeUndefined();
    expect(messageOf(MinutesRule, "60")).toBe(M.minutesRange);
    expect(messageOf(MinutesRule, "")).toBe("Campo obligatorio.");
  });

  it("checks saved variables against the template's, naming the first wrong one", () => {
    expect(variablesProblem(template, JSON.stringify(good), today)).toBeUndefined();
    expect(variablesProblem(template, JSON.stringify({ ...good, titulo: "123456" }), today)).toBe(
      `variables.titulo: ${M.textMax}`,
    );
    expect(variablesProblem(template, JSON.stringify({ ...good, fecha: today }), today)).toBe(
      `variables.fecha: ${M.dateFromTomorrow}`,
    );
    expect(variablesProblem(template, JSON.stringify({ ...good, hora: "24:00" }), today)).toBe(
      `variables.hora: ${M.hourRange}`,
    );
    expect(variablesProblem(template, JSON.stringify({ ...good, hora: "10:60" }), today)).toBe(
      `variables.hora: ${M.minutesRange}`,
    );
    expect(variablesProblem(template, JSON.stringify({ ...good, urgente: "yes" }), today)).toBe(
      `variables.urgente: ${M.required}`,
    );
    expect(variablesProblem(template, JSON.stringify({ ...good, pm: undefined }), today)).toBe(
      `variables.pm: ${M.required}`,
    );
    expect(variablesProblem(template, "[]", today)).toMatch(/^variables: must be JSON text of an object/);
  });
});
