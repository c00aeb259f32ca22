import { describe, expect, it } from "vitest";
import { allAssigned, remainingCharacters, withAllApplications, withApplication } from "./privilege-card.ts";

describe("the privilege card (spec §2, §5)", () => {
  it("counts the description's remaining characters out of 100", () => {
    expect(remainingCharacters("")).toBe(100);
    expect(remainingCharacters("a".repeat(40))).toBe(60);
    expect(remainingCharacters("a".repeat(120))).toBe(0);
  });

  it("assigns and unassigns one application, keeping the table's order", () => {
    const order = ["payroll", "selfservice", "suite"];
    expect(withApplication(["suite"], "payroll", true, order)).toEqual(["payroll", "suite"]);
    expect(withApplication(["payroll", "suite"], "suite", false, order)).toEqual(["payroll"]);
  });

  it("keeps an assignment the table hides (RESETOTP) through a switch and through 'Asignar todas'", () => {
    const order = ["payroll", "suite"];
    expect(withApplication(["resetotp", "suite"], "payroll", true, order)).toEqual([
      "payroll",
      "suite",
      "resetotp",
    ]);
    expect(withApplication(["resetotp", "suite"], "suite", false, order)).toEqual(["resetotp"]);
    expect(withAllApplications(["resetotp"], true, order)).toEqual(["payroll", "suite", "resetotp"]);
    expect(withAllApplications(["resetotp", "suite"], false, order)).toEqual(["resetotp"]);
  });

  it("the assign-all switch is on only when every application is assigned", () => {
    expect(allAssigned(["payroll", "suite"], ["payroll", "suite"])).toBe(true);
    expect(allAssigned(["payroll"], ["payroll", "suite"])).toBe(false);
    expect(allAssigned([], [])).toBe(false);
  });
});
