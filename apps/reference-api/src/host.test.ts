import { describe, expect, it } from "vitest";
import { brandFromHost, brandHeaders, brandOfRequest } from "./host.ts";
import { hostRuleCases } from "./host-rule-cases.ts";

describe("the application and tenant from the host", () => {
  it("reads the application from <app>.localhost", () => {
    expect(brandFromHost("payroll.localhost:5173")).toEqual({ application: "payroll" });
  });

  it("reads the tenant and the application from <tenant>.<app>.localhost", () => {
    expect(brandFromHost("co.selfservice.localhost")).toEqual({ application: "selfservice", tenant: "co" });
  });

  it("gives none for plain localhost, an IP or a name that is not a label", () => {
    expect(brandFromHost("localhost:4173")).toEqual({});
    expect(brandFromHost("127.0.0.1:4173")).toEqual({});
    expect(brandFromHost("a.b.c.localhost")).toEqual({});
    expect(brandFromHost("x;y.localhost")).toEqual({});
    expect(brandFromHost(undefined)).toEqual({});
  });

  it.each(hostRuleCases)(
    "reads $host as $brand (the table nginx's recipe is held to as well)",
    ({ host, brand }) => {
      expect(brandFromHost(host)).toEqual(brand);
    },
  );

  it("names the headers as configured", () => {
    expect(brandHeaders("co.selfservice.localhost")).toEqual({
      "x-application": "selfservice",
      "x-tenant": "co",
    });
    expect(brandHeaders("payroll.localhost", { application: "app", tenant: "ten" })).toEqual({
      app: "payroll",
    });
  });
});

describe("the application and tenant of a request behind a proxy (the nginx recipe)", () => {
  const names = { application: "x-application", tenant: "x-tenant" };
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("takes them from the brand headers the proxy sets, which applied the host rule under its own domain", () => {
    expect(
      brandOfRequest(
        "co.selfservice.portal.example.com",
        headers({ "x-application": "selfservice", "x-tenant": "co" }),
        names,
      ),
    ).toEqual({ application: "selfservice", tenant: "co" });
  });

  it("reads the host itself when no proxy named them, and no value that is not a host label", () => {
    expect(brandOfRequest("payroll.localhost", headers({}), names)).toEqual({ application: "payroll" });
    expect(brandOfRequest("payroll.localhost", headers({ "x-application": "../x" }), names)).toEqual({
      application: "payroll",
    });
    expect(
      brandOfRequest("localhost", headers({ "x-application": "Payroll", "x-tenant": "c o" }), names),
    ).toEqual({ application: "payroll" });
  });
});
