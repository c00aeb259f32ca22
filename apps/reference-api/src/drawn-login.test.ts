import type { LoginPage } from "@gse/brand-kit/store";
import { describe, expect, it } from "vitest";
import { type DrawnLoginRequest, drawnLoginFor } from "./brand-store/drawn-login.ts";

// A revision's login drawn in Node, and the build that drew it (dist/drawn-login.json).
const fingerprint = "0123456789abcdef";
const remember = {
  parameterCode: "RECORDAR",
  parameterType: "boolean",
  parameterValue: '{"type":"boolean","value":true}',
};
const page: LoginPage = {
  fingerprint,
  parameters: [remember],
  html: { es: "<main>Ingresar</main>", en: "<main>Sign in</main>", pt: "<main>Entrar</main>" },
};
const build = { fingerprint, holdScript: "/assets/submit-hold-abc.js" };
const request: DrawnLoginRequest = {
  path: "/login",
  language: "es",
  parameters: { application: "payroll", parameters: [remember] },
  federatedProvider: undefined,
};

describe("the login the page server draws into the root", () => {
  it("is the revision's HTML in the brand's language on / and /login, whatever their case", () => {
    for (const path of ["/", "/login", "/Login", "/login/"]) {
      expect(drawnLoginFor(page, "payroll", build, { ...request, path })).toEqual({
        language: "es",
        html: "<main>Ingresar</main>",
        holdScript: build.holdScript,
      });
    }
    expect(drawnLoginFor(page, "payroll", build, { ...request, language: "pt" })?.html).toBe(
      "<main>Entrar</main>",
    );
  });

  it("is not drawn on another screen: the browser draws it", () => {
    for (const path of ["/resetpassword", "/users", "/loginx"])
      expect(drawnLoginFor(page, "payroll", build, { ...request, path })).toBeUndefined();
  });

  it("is not drawn for a build whose components did not draw it (another fingerprint), nor without the build's file", () => {
    expect(
      drawnLoginFor(page, "payroll", { ...build, fingerprint: "fedcba9876543210" }, request),
    ).toBeUndefined();
    expect(drawnLoginFor(page, "payroll", undefined, request)).toBeUndefined();
    expect(drawnLoginFor(undefined, "payroll", build, request)).toBeUndefined();
  });

  it("is drawn only with the login parameters it was drawn with, for the revision's own application", () => {
    const differently = { ...remember, parameterValue: '{"type":"boolean","value":false}' };
    expect(
      drawnLoginFor(page, "payroll", build, {
        ...request,
        parameters: { application: "payroll", parameters: [differently] },
      }),
    ).toBeUndefined();
    expect(
      drawnLoginFor(page, "payroll", build, {
        ...request,
        parameters: { application: "payroll", parameters: [] },
      }),
    ).toBeUndefined();
    expect(
      drawnLoginFor(page, "payroll", build, {
        ...request,
        parameters: { application: "suite", parameters: [remember] },
      }),
    ).toBeUndefined();
    expect(drawnLoginFor(page, "payroll", build, { ...request, parameters: undefined })).toBeUndefined();
    // The same value written with other spacing and key order is the same parameter.
    const respaced = { ...remember, parameterValue: '{ "value": true, "type": "boolean" }' };
    expect(
      drawnLoginFor(page, "payroll", build, {
        ...request,
        parameters: { application: "payroll", parameters: [respaced] },
      }),
    ).toBeDefined();
  });

  it("names the identity provider it was drawn with, or is not drawn", () => {
    const federated: LoginPage = { ...page, federatedProvider: { name: "Acme ID" } };
    expect(
      drawnLoginFor(federated, "payroll", build, { ...request, federatedProvider: { name: "Acme ID" } }),
    ).toBeDefined();
    expect(
      drawnLoginFor(federated, "payroll", build, { ...request, federatedProvider: { name: "Other" } }),
    ).toBeUndefined();
    expect(drawnLoginFor(federated, "payroll", build, request)).toBeUndefined();
  });
});
