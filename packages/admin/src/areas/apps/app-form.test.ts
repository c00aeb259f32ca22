import { type Application, newApplicationForm } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  APPLICATION_TAB_FIELDS,
  applicationValues,
  fieldIssue,
  nameInput,
  numberFromInput,
} from "./app-form.ts";

const amount = { allowsMinus: true, maxDigits: 6 };
const positive = { allowsMinus: false, maxDigits: 6 };

describe("the application form's inputs (spec §5)", () => {
  it("amount inputs hold integers up to 6 digits; other text keeps the previous value", () => {
    expect(numberFromInput("999999", 5, positive)).toBe(999_999);
    expect(numberFromInput("1000000", 5, positive)).toBe(5);
    expect(numberFromInput("1.5", 5, positive)).toBe(5);
    expect(numberFromInput("abc", 5, positive)).toBe(5);
    expect(numberFromInput("0", 5, positive)).toBe(0);
  });

  it("a minus is typed only where the field takes -1", () => {
    expect(numberFromInput("-1", 5, amount)).toBe(-1);
    expect(numberFromInput("-", 5, amount)).toBeNaN();
    expect(numberFromInput("-1", 5, positive)).toBe(5);
  });

  it("an emptied input is NaN, which the rules call 'Campo obligatorio'", () => {
    const values = newApplicationForm();
    expect(numberFromInput("", 5, positive)).toBeNaN();
    expect(fieldIssue("amountTime", values, Number.NaN)).toBe("Campo obligatorio");
  });

  it("name and title drop every character but letters, digits and spaces", () => {
    expect(nameInput("Nómina-2024 ñ!")).toBe("Nómina2024 ñ");
  });

  it("a field is judged with the rest of the form: an amount by its unit", () => {
    const values = { ...newApplicationForm(), timeUnit: 2 };
    expect(fieldIssue("amountTime", values, 8761)).toBe("El valor no puede ser mayor a 8760");
    expect(fieldIssue("amountTime", values, 8760)).toBeUndefined();
    expect(fieldIssue("amountTime", values, 0)).toBe("El valor no puede ser 0");
  });

  it("the four tabs cover every field the form saves, once each", () => {
    const fields = Object.values(APPLICATION_TAB_FIELDS).flat();
    const saved = Object.keys(newApplicationForm()).filter((key) => key !== "id" && key !== "idState");
    expect([...fields].sort()).toEqual(saved.sort());
  });

  it("a listed application keeps its values; derived fields stay out", () => {
    const app = {
      ...newApplicationForm(),
      id: 7,
      name: "Nomina",
      description: null,
      amountTimeComb: "15 minutos",
      count: 3,
    } as unknown as Application;
    const values = applicationValues(app);
    expect(values.id).toBe(7);
    expect(values.description).toBe("");
    expect(values).not.toHaveProperty("amountTimeComb");
    expect(values).not.toHaveProperty("count");
  });
});
