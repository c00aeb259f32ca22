import { describe, expect, it } from "vitest";
import { brandKeyCandidates, DEFAULT_BRAND_KEY, parseBrandKey, resolveBrandKey } from "./keys.ts";

const shipped = ["suite", "payroll", "selfservice", "selfservice_co", "biometrics", "biometrics_pe"];

describe("resolveBrand(application, tenant)", () => {
  it("uses application_tenant when that brand exists", () => {
    expect(resolveBrandKey(shipped, "selfservice", "co")).toBe("selfservice_co");
  });

  it("falls back to the application when the tenant has no brand of its own", () => {
    expect(resolveBrandKey(shipped, "selfservice", "mx")).toBe("selfservice");
  });

  it("uses the application when no tenant is given", () => {
    expect(resolveBrandKey(shipped, "payroll", null)).toBe("payroll");
    expect(resolveBrandKey(shipped, "payroll", "")).toBe("payroll");
  });

  it("falls back to the default suite brand for an unknown application", () => {
    expect(resolveBrandKey(shipped, "unknownapp", "co")).toBe(DEFAULT_BRAND_KEY);
  });

  it("falls back to the default suite brand when the headers are missing", () => {
    expect(resolveBrandKey(shipped, undefined, undefined)).toBe("suite");
    expect(resolveBrandKey(shipped, null, "co")).toBe("suite");
    expect(resolveBrandKey(shipped, "   ", null)).toBe("suite");
  });

  it("matches keys case-insensitively", () => {
    expect(resolveBrandKey(shipped, "SelfService", "CO")).toBe("selfservice_co");
    expect(resolveBrandKey(shipped, "BIOMETRICS", "Pe")).toBe("biometrics_pe");
    expect(resolveBrandKey(shipped, " Payroll ", null)).toBe("payroll");
  });

  it("treats header values that cannot be keys as missing, so they never reach a URL", () => {
    expect(resolveBrandKey(shipped, "../payroll", null)).toBe("suite");
    expect(resolveBrandKey(shipped, "payroll", "../../x")).toBe("payroll");
    expect(resolveBrandKey(shipped, "selfservice_co", null)).toBe("suite");
  });
});

describe("brandKeyCandidates", () => {
  it("lists application_tenant, application and suite, best first", () => {
    expect(brandKeyCandidates("Biometrics", "CO")).toEqual(["biometrics_co", "biometrics", "suite"]);
  });

  it("does not repeat the default brand", () => {
    expect(brandKeyCandidates("suite", null)).toEqual(["suite"]);
    expect(brandKeyCandidates(null, null)).toEqual(["suite"]);
  });
});

describe("parseBrandKey", () => {
  it("reads an application key as the application alone", () => {
    expect(parseBrandKey("payroll")).toEqual({ application: "payroll" });
  });

  it("reads application_tenant as the application and its tenant", () => {
    expect(parseBrandKey("selfservice_co")).toEqual({ application: "selfservice", tenant: "co" });
  });

  it("splits at the first underscore only, so a tenant keeps the rest of the key", () => {
    expect(parseBrandKey("license_cert_a")).toEqual({ application: "license", tenant: "cert_a" });
  });

  it("reads a trailing underscore as no tenant rather than an empty one", () => {
    expect(parseBrandKey("payroll_")).toEqual({ application: "payroll" });
  });
});
