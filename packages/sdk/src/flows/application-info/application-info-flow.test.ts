import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { createEarlyFetch } from "../../http/early-fetch.ts";
import { runMachine } from "../../machine/machine.ts";
import { type FakeRoute, route } from "../../testing/fake-api.ts";
import { createRuntimeFixture, referenceConfig } from "../../testing/runtime-fixture.ts";
import {
  applicationInfoEffects,
  prefetchLoginParameters,
  versionStorageKey,
} from "./application-info-effects.ts";
import { applicationInfoMachine } from "./application-info-machine.ts";

function startInfo(
  routes: readonly FakeRoute[] = [],
  overrides: Parameters<typeof createRuntimeFixture>[1] = {},
) {
  const fixture = createRuntimeFixture(routes, overrides);
  const { env } = fixture.runtime;
  const flow = runMachine(
    applicationInfoMachine({ pageOrigin: env.pageOrigin, allowlist: env.config.redirectAllowlist }),
    applicationInfoEffects(fixture.runtime),
  );
  return { ...fixture, flow };
}

describe("application info against the application service", () => {
  it("takes the login's parameters the page asked for early, and asks itself when they were another app's", async () => {
    const parameters = [{ parameterCode: "captchaApply", parameterValue: '{"type":"boolean","value":true}' }];
    const network = createRuntimeFixture([
      route(Api.application.parameters, () => ({ body: { responseCode: 200, result: parameters } })),
    ]).api;
    const early = createEarlyFetch(network.fetch);
    prefetchLoginParameters(early, {
      config: referenceConfig,
      pageOrigin: "http://payroll.localhost:5173",
      application: "payroll",
    });
    await vi.waitFor(() => expect(network.count(Api.application.parameters)).toBe(1));

    const { flow } = startInfo([], { fetch: early.fetch });
    flow.dispatch({ type: "loadParameters", parameterType: "login" });
    await vi.waitFor(() => expect(flow.getState().parameters).toEqual({ kind: "loaded", parameters }));
    expect(network.count(Api.application.parameters)).toBe(1);

    prefetchLoginParameters(early, {
      config: referenceConfig,
      pageOrigin: "http://payroll.localhost:5173",
      application: "invoicing",
    });
    const other = startInfo([], { fetch: early.fetch }).flow;
    other.dispatch({ type: "loadParameters", parameterType: "login" });
    await vi.waitFor(() => expect(other.getState().parameters.kind).toBe("loaded"));
    expect(network.count(Api.application.parameters)).toBe(3);
  });

  it("asks for the version with appName, tenant and tenantLanguage, and caches it for the tab", async () => {
    const { flow, api, runtime } = startInfo(
      [
        route(Api.application.version, () => ({
          body: { responseCode: 200, result: { version: "2.3.0" } },
        })),
      ],
      { application: "selfservice", tenant: "br", tenantLanguage: "pt" },
    );
    flow.dispatch({ type: "load", query: "version" });
    await vi.waitFor(() => expect(flow.getState().version).toEqual({ kind: "loaded", version: "2.3.0" }));
    const [request] = api.requests;
    expect([
      request?.headers.get("appName"),
      request?.headers.get("tenant"),
      request?.headers.get("tenantLanguage"),
    ]).toEqual(["selfservice", "br", "pt"]);
    expect(runtime.env.sessionStorage.getItem(versionStorageKey)).toBe("2.3.0");

    const again = runMachine(
      applicationInfoMachine({ pageOrigin: runtime.env.pageOrigin, allowlist: [] }),
      applicationInfoEffects(runtime),
    );
    again.dispatch({ type: "load", query: "version" });
    expect(again.getState().version).toEqual({ kind: "loaded", version: "2.3.0" });
    expect(api.count(Api.application.version)).toBe(1);
  });

  it("reads the parameters with appName and parameterType", async () => {
    const parameters = [
      {
        parameterCode: "captchaApply",
        parameterValue: '{"type":"boolean","value":true}',
        parameterType: "login",
      },
    ];
    const { flow, api } = startInfo([
      route(Api.application.parameters, () => ({ body: { responseCode: 200, result: parameters } })),
    ]);
    flow.dispatch({ type: "loadParameters", parameterType: "login" });
    await vi.waitFor(() => expect(flow.getState().parameters).toEqual({ kind: "loaded", parameters }));
    expect(api.requests[0]?.headers.get("appName")).toBe("payroll");
    expect(api.requests[0]?.headers.get("parameterType")).toBe("login");
  });

  it("opens the maintenance overlay from getMaintenanceWindow", async () => {
    const { flow, api } = startInfo([
      route(Api.application.maintenance, () => ({
        body: {
          responseCode: 200,
          result: { isMaintenance: true, message: "Nómina está en mantenimiento." },
        },
      })),
    ]);
    flow.dispatch({ type: "load", query: "maintenance" });
    await vi.waitFor(() =>
      expect(flow.getState().maintenance).toEqual({ kind: "open", message: "Nómina está en mantenimiento." }),
    );
    expect(api.requests[0]?.headers.get("appName")).toBe("payroll");
    flow.dispatch({ type: "dismissMaintenance" });
    expect(flow.getState().maintenance).toEqual({ kind: "dismissed" });
  });

  it("offers the free trial only at an address on the allowlist", async () => {
    const answer = {
      responseCode: 200,
      result: {
        isFreeTrial: true,
        urlFreeTrial: "https://payroll.example.test/prueba-gratis",
        codeFreeTrial: "NOMINA-30",
      },
    };
    const allowed = startInfo([route(Api.application.freeTrial, () => ({ body: answer }))], {
      config: { ...referenceConfig, redirectAllowlist: ["https://payroll.example.test"] },
    });
    allowed.flow.dispatch({ type: "load", query: "freeTrial" });
    await vi.waitFor(() =>
      expect(allowed.flow.getState().freeTrial).toEqual({
        kind: "offered",
        url: "https://payroll.example.test/prueba-gratis",
        code: "NOMINA-30",
      }),
    );

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = startInfo([route(Api.application.freeTrial, () => ({ body: answer }))]);
    refused.flow.dispatch({ type: "load", query: "freeTrial" });
    await vi.waitFor(() => expect(refused.flow.getState().freeTrial).toEqual({ kind: "none" }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("https://payroll.example.test"));
    error.mockRestore();
  });
});
