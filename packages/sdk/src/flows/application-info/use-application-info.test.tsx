import { Api } from "@gse/contract";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { SignInProvider } from "../../react/sign-in-context.tsx";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import {
  useAppParameter,
  useAppVersion,
  useCaptchaRequired,
  useFreeTrial,
  useMaintenance,
} from "./use-application-info.ts";

const parameters = [
  {
    parameterCode: "captchaApply",
    parameterValue: '{"type":"boolean","value":true}',
    parameterType: "login",
  },
  {
    parameterCode: "passwordCreatedCountdown",
    parameterValue: '{"type":"number","value":5}',
    parameterType: "login",
  },
];

function withApi(overrides: Parameters<typeof createRuntimeFixture>[1] = {}) {
  const fixture = createRuntimeFixture(
    [
      route(Api.application.parameters, () => ({ body: { responseCode: 200, result: parameters } })),
      route(Api.application.version, () => ({
        body: { responseCode: 200, result: { version: "4.1.2" } },
      })),
      route(Api.application.maintenance, () => ({
        body: { responseCode: 200, result: { isMaintenance: true, message: "En mantenimiento." } },
      })),
    ],
    overrides,
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SignInProvider runtime={fixture.runtime}>{children}</SignInProvider>
  );
  return { ...fixture, wrapper };
}

describe("application info hooks", () => {
  it.each([
    ["on", true],
    ["off", false],
  ] as const)("useCaptchaRequired(%s) decides without asking the server", (mode, required) => {
    const { wrapper, api } = withApi();
    const { result } = renderHook(() => useCaptchaRequired(mode), { wrapper });
    expect(result.current).toBe(required);
    expect(api.requests).toEqual([]);
  });

  it("useCaptchaRequired('server') is unknown until captchaApply arrives", async () => {
    const { wrapper } = withApi();
    const { result } = renderHook(() => useCaptchaRequired("server"), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("useCaptchaRequired('server') decides at once from the login parameters the boot read, asking nothing", () => {
    const { wrapper, api } = withApi({ prefetched: { loginParameters: parameters } });
    const { result } = renderHook(() => useCaptchaRequired("server"), { wrapper });
    expect(result.current).toBe(true);
    expect(api.requests).toEqual([]);
  });

  it("the boot's login parameters answer only the login's question: another parameter type still asks", async () => {
    const { wrapper, api } = withApi({ prefetched: { loginParameters: parameters } });
    const { result } = renderHook(() => useAppParameter("passwordCreatedCountdown", "number", "password"), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toBe(5));
    expect(api.requests.map((request) => request.path)).toEqual(["/api/application/GetParametersApp"]);
  });

  it("useAppParameter reads a typed parameter, useAppVersion the version", async () => {
    const { wrapper } = withApi();
    const { result } = renderHook(
      () => ({ countdown: useAppParameter("passwordCreatedCountdown", "number"), version: useAppVersion() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual({ countdown: 5, version: "4.1.2" }));
  });

  it("does not draw the login form again when its 'Prueba Gratis' question starts, only when its answer changes it", async () => {
    const { wrapper, api } = withApi();
    api.on(Api.application.freeTrial, () => ({
      body: { responseCode: 200, result: { isFreeTrial: false } },
    }));
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return useFreeTrial();
      },
      { wrapper },
    );
    await waitFor(() => expect(api.count(Api.application.freeTrial)).toBe(1));
    await act(async () => {});
    expect(renders).toBe(1);
  });

  it("useMaintenance opens the overlay and 'Entendido' dismisses it", async () => {
    const { wrapper } = withApi();
    const { result } = renderHook(() => useMaintenance(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ open: true, message: "En mantenimiento." }));
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
  });
});
