import type { AppParameter } from "@gse/contract";
import { describe, expect, it } from "vitest";
import {
  type ApplicationInfoEvent,
  type ApplicationInfoState,
  applicationInfoMachine,
} from "./application-info-machine.ts";
import { captchaDecision, parameterValue } from "./application-parameters.ts";

const machine = applicationInfoMachine({
  pageOrigin: "http://payroll.localhost:5173",
  allowlist: ["https://payroll.example.test"],
});
const play = (events: ApplicationInfoEvent[], start: ApplicationInfoState = machine.initial) =>
  events.reduce<{ state: ApplicationInfoState; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: start, effects: [] },
  );
const parameter = (parameterCode: string, type: string, value: unknown): AppParameter => ({
  parameterCode,
  parameterValue: JSON.stringify({ type, value }),
  parameterType: "login",
});

describe("application info machine", () => {
  it("asks for each query once", () => {
    const { effects } = play([
      { type: "load", query: "version" },
      { type: "load", query: "version" },
      { type: "load", query: "maintenance" },
      { type: "load", query: "freeTrial" },
      { type: "loadParameters", parameterType: "login" },
      { type: "loadParameters", parameterType: "login" },
    ]);
    expect(effects).toEqual([
      { type: "fetchVersion" },
      { type: "fetchMaintenance" },
      { type: "fetchFreeTrial" },
      { type: "fetchParameters", parameterType: "login" },
    ]);
  });

  it("keeps the version", () => {
    expect(play([{ type: "versionLoaded", version: "4.1.2" }]).state.version).toEqual({
      kind: "loaded",
      version: "4.1.2",
    });
  });

  it("opens the maintenance overlay with the server's message, until 'Entendido'", () => {
    const open = play([
      { type: "load", query: "maintenance" },
      {
        type: "maintenanceLoaded",
        answer: { isMaintenance: true, message: "En mantenimiento hasta las 10:00." },
      },
    ]).state;
    expect(open.maintenance).toEqual({ kind: "open", message: "En mantenimiento hasta las 10:00." });
    expect(play([{ type: "dismissMaintenance" }], open).state.maintenance).toEqual({ kind: "dismissed" });
  });

  it("says the application is in maintenance when the server gives no message", () => {
    expect(
      play([{ type: "maintenanceLoaded", answer: { isMaintenance: true, message: null } }]).state.maintenance,
    ).toEqual({
      kind: "open",
      message: "La aplicación se encuentra en mantenimiento. Vuelve a intentarlo más tarde.",
    });
  });

  it("shows no overlay outside maintenance, nor when the query fails", () => {
    expect(
      play([{ type: "maintenanceLoaded", answer: { isMaintenance: false, message: "x" } }]).state.maintenance,
    ).toEqual({ kind: "none" });
    expect(
      play([
        {
          type: "failed",
          query: "maintenance",
          failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" },
        },
      ]).state.maintenance,
    ).toEqual({ kind: "none" });
  });

  it("offers the 'Prueba Gratis' link when the application has a free trial at an allowed address", () => {
    const { state } = play([
      {
        type: "freeTrialLoaded",
        answer: {
          isFreeTrial: true,
          urlFreeTrial: "https://payroll.example.test/prueba",
          codeFreeTrial: "N30",
        },
      },
    ]);
    expect(state.freeTrial).toEqual({
      kind: "offered",
      url: "https://payroll.example.test/prueba",
      code: "N30",
    });
  });

  it.each(["https://evil.example.test/prueba", "javascript:alert(1)", null])(
    "does not offer a free-trial address the redirect policy refuses (%s), and logs it",
    (urlFreeTrial) => {
      const { state, effects } = play([
        { type: "freeTrialLoaded", answer: { isFreeTrial: true, urlFreeTrial, codeFreeTrial: null } },
      ]);
      expect(state.freeTrial).toEqual({ kind: "none" });
      expect(effects).toEqual([
        { type: "log", message: expect.stringContaining("free trial link not offered") },
      ]);
    },
  );

  it("offers nothing when the application has no free trial", () => {
    expect(
      play([
        {
          type: "freeTrialLoaded",
          answer: { isFreeTrial: false, urlFreeTrial: "https://payroll.example.test/p", codeFreeTrial: null },
        },
      ]).state.freeTrial,
    ).toEqual({ kind: "none" });
  });
});

describe("application parameters (spec §3)", () => {
  const parameters = [
    parameter("captchaApply", "boolean", true),
    parameter("passwordCreatedCountdown", "number", 5),
    parameter("mislabelled", "boolean", "true"),
    { parameterCode: "broken", parameterValue: "{not json", parameterType: null },
  ];

  it("accepts a value only when its type is the one expected", () => {
    expect(parameterValue(parameters, "captchaApply", "boolean")).toBe(true);
    expect(parameterValue(parameters, "passwordCreatedCountdown", "number")).toBe(5);
    expect(parameterValue(parameters, "passwordCreatedCountdown", "string")).toBeUndefined();
    expect(parameterValue(parameters, "mislabelled", "boolean")).toBeUndefined();
    expect(parameterValue(parameters, "broken", "string")).toBeUndefined();
    expect(parameterValue(parameters, "missing", "boolean")).toBeUndefined();
  });

  it("decides the captcha: on → true, off → false, server → the captchaApply parameter", () => {
    expect(captchaDecision("on", undefined)).toBe(true);
    expect(captchaDecision("off", [parameter("captchaApply", "boolean", true)])).toBe(false);
    expect(captchaDecision("server", [parameter("captchaApply", "boolean", true)])).toBe(true);
    expect(captchaDecision("server", [parameter("captchaApply", "boolean", false)])).toBe(false);
  });

  it("waits for the server's answer, and counts a missing, mistyped or unavailable captchaApply as off", () => {
    expect(captchaDecision("server", undefined)).toBeUndefined();
    expect(captchaDecision("server", [])).toBe(false);
    expect(captchaDecision("server", [parameter("captchaApply", "string", "true")])).toBe(false);
    expect(captchaDecision("server", null)).toBe(false);
  });
});
