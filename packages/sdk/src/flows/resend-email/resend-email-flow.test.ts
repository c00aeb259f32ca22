import { Api } from "@gse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { maskEmail } from "./mask-email.ts";
import { resendEmailEffects } from "./resend-email-effects.ts";
import { resendEmailMachine } from "./resend-email-machine.ts";

const user = { userName: "inactive.demo", email: "inactive@example.test" };
const ok = () => ({ body: { responseCode: 200, information: "Enviado", result: null } });

function open(withUser: typeof user | undefined) {
  const fixture = createRuntimeFixture([route(Api.authentication.sendUserActivationEmail, ok)]);
  const flow = runMachine(resendEmailMachine(withUser), resendEmailEffects(fixture.runtime));
  flow.dispatch({ type: "start" });
  return { ...fixture, flow };
}

describe("resend activation email", () => {
  afterEach(() => vi.useRealTimers());

  it("without user data goes to /Alert with 'No hay información del usuario.' and back to /Login", () => {
    expect(open(undefined).moves).toEqual([
      { to: "/Alert", state: { message: "No hay información del usuario.", pageToGo: "/Login" } },
    ]);
  });

  it("sends a new link on arrival; 'not received' counts 60 seconds down, then offers the resend; a resend ends on 'Listo'", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { flow, api } = open(user);
    await vi.waitFor(() => expect(flow.getState().view).toEqual({ step: 1, sent: true }));
    expect(api.requests.map((request) => request.body)).toEqual([
      { userName: "inactive.demo", appName: "payroll" },
    ]);
    flow.dispatch({ type: "send" }); // step 1 already sent it: nothing more
    expect(api.requests).toHaveLength(1);

    flow.dispatch({ type: "notReceived" });
    expect(flow.getState().view).toEqual({ step: 2, secondsLeft: 60 });
    vi.advanceTimersByTime(30_000);
    expect(flow.getState().view).toEqual({ step: 2, secondsLeft: 30 });
    flow.dispatch({ type: "send" }); // too early: the link is not back yet
    expect(api.requests).toHaveLength(1);

    vi.advanceTimersByTime(30_000);
    expect(flow.getState().view).toEqual({ step: 2, secondsLeft: 0 });
    flow.dispatch({ type: "send" });
    await vi.waitFor(() => expect(flow.getState().view).toEqual({ step: 3 }));
    expect(api.requests).toHaveLength(2);
  });

  it("keeps step 1 with the server's text and a way to send again when the arrival's send fails", async () => {
    const fixture = createRuntimeFixture([
      route(Api.authentication.sendUserActivationEmail, () => ({
        status: 400,
        body: { responseCode: 400, information: "No se pudo enviar el correo.", result: null },
      })),
    ]);
    const flow = runMachine(resendEmailMachine(user), resendEmailEffects(fixture.runtime));
    flow.dispatch({ type: "start" });
    await vi.waitFor(() => expect(flow.getState().message).toBe("No se pudo enviar el correo."));
    expect(flow.getState().view).toEqual({ step: 1, sent: false });
    flow.dispatch({ type: "send" });
    await vi.waitFor(() => expect(fixture.api.requests).toHaveLength(2));
  });

  it("masks the email, showing only its start and domain", () => {
    expect(maskEmail("inactive@example.test")).toBe("in******@example.test");
    expect(maskEmail("ab@x.test")).toBe("a*@x.test");
  });
});
