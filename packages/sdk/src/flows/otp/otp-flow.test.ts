import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { otpEffects } from "./otp-effects.ts";
import { otpMachine } from "./otp-machine.ts";

function startOtp(routes: Parameters<typeof createRuntimeFixture>[0]) {
  const fixture = createRuntimeFixture(routes, { application: "selfservice" });
  return { ...fixture, flow: runMachine(otpMachine("ana@example.test"), otpEffects(fixture.runtime)) };
}

describe("OTP flow against the security service", () => {
  it("sends the email, then validates Email and OtpCode", async () => {
    const { flow, api } = startOtp([
      route(Api.security.sendOtp, () => ({
        body: { responseCode: 200, information: "Código enviado.", result: null },
      })),
      route(Api.security.validateOtp, () => ({
        body: { responseCode: 200, information: "Código válido.", result: null },
      })),
    ]);
    flow.dispatch({ type: "send" });
    await vi.waitFor(() => expect(flow.getState().step).toBe("code"));
    flow.dispatch({ type: "edit", value: "123456" });
    flow.dispatch({ type: "validate" });
    await vi.waitFor(() => expect(flow.getState().step).toBe("validated"));
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ["/api/user/send-otp-user", { email: "ana@example.test" }],
      ["/api/user/validate-otp-user", { Email: "ana@example.test", OtpCode: "123456" }],
    ]);
  });

  it("shows the server's message for a wrong code (R21)", async () => {
    const { flow } = startOtp([
      route(Api.security.sendOtp, () => ({ body: { responseCode: 200, result: null } })),
      route(Api.security.validateOtp, () => ({
        status: 400,
        body: { responseCode: 400, informationCode: "R21", information: "El código no es válido o expiró." },
      })),
    ]);
    flow.dispatch({ type: "send" });
    await vi.waitFor(() => expect(flow.getState().step).toBe("code"));
    flow.dispatch({ type: "edit", value: "999999" });
    flow.dispatch({ type: "validate" });
    await vi.waitFor(() =>
      expect(flow.getState()).toMatchObject({
        step: "code",
        busy: false,
        message: "El código no es válido o expiró.",
      }),
    );
  });
});
