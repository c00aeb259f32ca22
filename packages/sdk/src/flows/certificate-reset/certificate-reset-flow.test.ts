import { Api } from "@gse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { type FakeRoute, route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { certificateResetEffects, resetTenant } from "./certificate-reset-effects.ts";
import { certificateResetMachine } from "./certificate-reset-machine.ts";

const users = [
  { userName: "cert.demo", email: "cert.demo@example.test", assignManualPassword: false },
  { username: "cert.manual", email: "cert.manual@example.test", assignManualPassword: true },
];
const ok = <TResult = null>(result: TResult = null as TResult) => ({
  body: { responseCode: 200, information: "Listo.", result },
});

function startReset(
  routes: readonly FakeRoute[] = [],
  overrides: Parameters<typeof createRuntimeFixture>[1] = {},
) {
  const fixture = createRuntimeFixture(
    [route(Api.authentication.usersResetPassword, () => ok({ users })), ...routes],
    { application: "license", pageOrigin: "http://license.localhost:5173", ...overrides },
  );
  const flow = runMachine(certificateResetMachine, certificateResetEffects(fixture.runtime));
  return { ...fixture, flow };
}

/** vi.waitFor advances a faked clock by itself: this waits on the event loop only, leaving the clock alone. */
async function untilOnEventLoop(condition: () => boolean) {
  // By the wall clock (Date is not faked), not by turns: the first call loads the HTTP client's chunk, which a
  // loaded machine reads from disk in more turns than an idle one.
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await new Promise(setImmediate);
  expect(condition()).toBe(true);
}

async function choose(flow: ReturnType<typeof startReset>["flow"], userName: string) {
  flow.dispatch({ type: "edit", field: "user", value: "1020304050" });
  flow.dispatch({ type: "lookup" });
  await untilOnEventLoop(() => flow.getState().step === "choose");
  flow.dispatch({ type: "edit", field: "certificate", value: userName });
  flow.dispatch({ type: "continue" });
}

describe("forgot password by certificate against the API", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the users with the certificate tenant of the license app and reads both spellings of the name", async () => {
    const { flow, api } = startReset([]);
    flow.dispatch({ type: "edit", field: "user", value: "1020304050" });
    flow.dispatch({ type: "lookup" });
    await untilOnEventLoop(() => flow.getState().step === "choose");
    expect(api.requests[0]?.headers.get("tenant")).toBe("certa");
    expect(api.requests[0]?.body).toEqual({ user: "1020304050", appname: "license", isByUser: false });
    expect(flow.getState().accounts?.map((account) => account.userName)).toEqual([
      "cert.demo",
      "cert.manual",
    ]);
  });

  it("sends the page's own tenant when it has one", () => {
    expect(resetTenant({ application: "license", tenant: "certb" })).toBe("certb");
    expect(resetTenant({ application: "license", tenant: undefined }, "certb")).toBe("certb");
    expect(resetTenant({ application: "certificate", tenant: undefined })).toBeUndefined();
  });

  it("emails a code, checks it, resets the certificate's password with the code's nonce and goes to login on 'understood'", async () => {
    const { flow, api, moves } = startReset([
      route(Api.authentication.checkEmailValid, () => ok({ maskedEmail: "c********@example.test" })),
      route(Api.authentication.validateMailCode, () => ok({ nonce: "nonce-of-the-valid-code" })),
      route(Api.authentication.resetPasswordForCertificate, () => ok()),
    ]);
    await choose(flow, "cert.demo");
    await untilOnEventLoop(() => flow.getState().step === "code");
    flow.dispatch({ type: "edit", field: "code", value: "123456" });
    flow.dispatch({ type: "continue" });
    await untilOnEventLoop(() => flow.getState().step === "done");
    expect(api.requests.slice(1).map((request) => [request.path, request.body])).toEqual([
      ["/api/login/check-email-valid", { Email: "cert.demo@example.test" }],
      ["/api/login/validate-mail-code", { email: "cert.demo@example.test", code: "123456" }],
      [
        "/api/login/reset-password-for-certificate",
        { username: "cert.demo", nonce: "nonce-of-the-valid-code" },
      ],
    ]);
    flow.dispatch({ type: "finish" });
    expect(moves).toEqual([{ to: "/Login" }]);
  });

  it("resets a manual-password account directly", async () => {
    const { flow, api } = startReset([route(Api.authentication.resetPasswordCertificateUser, () => ok())]);
    await choose(flow, "cert.manual");
    await untilOnEventLoop(() => flow.getState().step === "done");
    expect(api.requests[1]).toMatchObject({
      path: "/api/login/resetPasswordCertificateUser",
      body: { UserName: "cert.manual" },
    });
  });

  it("keeps a wrong code on the code step with the server's message", async () => {
    const { flow, api } = startReset([
      route(Api.authentication.checkEmailValid, () => ok({ maskedEmail: "c********@example.test" })),
      route(Api.authentication.validateMailCode, () => ({
        status: 400,
        body: { responseCode: 400, informationCode: "R21", information: "El código no es válido o expiró." },
      })),
    ]);
    await choose(flow, "cert.demo");
    await untilOnEventLoop(() => flow.getState().step === "code");
    flow.dispatch({ type: "edit", field: "code", value: "999999" });
    flow.dispatch({ type: "continue" });
    await untilOnEventLoop(() => !flow.getState().busy);
    expect(flow.getState()).toMatchObject({ step: "code", message: "El código no es válido o expiró." });
    expect(api.count(Api.authentication.resetPasswordForCertificate)).toBe(0);
  });

  it("shows why a reset failed and reloads the page 3 s later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { flow, reloads } = startReset([
      route(Api.authentication.resetPasswordCertificateUser, () => ({
        status: 400,
        body: { responseCode: 400, informationCode: "R23", information: "No fue posible restablecer." },
      })),
    ]);
    await choose(flow, "cert.manual");
    await untilOnEventLoop(() => flow.getState().step === "failed");
    expect(flow.getState().message).toBe("No fue posible restablecer.");
    vi.advanceTimersByTime(2999);
    expect(reloads.count).toBe(0);
    vi.advanceTimersByTime(1);
    expect(reloads.count).toBe(1);
  });
});
