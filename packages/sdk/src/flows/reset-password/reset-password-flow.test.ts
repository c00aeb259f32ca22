import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import type { FakeRoute } from "../../testing/fake-api.ts";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { resetPasswordEffects } from "./reset-password-effects.ts";
import { canSend, resetPasswordMachine } from "./reset-password-machine.ts";

function open(routes: readonly FakeRoute[], lookupAccounts = false, fromInvalidLink = false) {
  const fixture = createRuntimeFixture(routes);
  const flow = runMachine(
    resetPasswordMachine({ lookupAccounts, fromInvalidLink }),
    resetPasswordEffects(fixture.runtime, fromInvalidLink),
  );
  return { ...fixture, flow };
}
const sent = {
  body: { responseCode: 200, information: "Revisa tu correo", result: { maskedEmail: "a***@example.test" } },
};

describe("reset password", () => {
  it("validates the email on each change and enables send only when it is valid", () => {
    const { flow } = open([]);
    flow.dispatch({ type: "edit", email: "ana" });
    expect(flow.getState().error?.id).toBe("Ingresa un email valido");
    expect(canSend(flow.getState())).toBe(false);
    flow.dispatch({ type: "edit", email: "" });
    expect(flow.getState().error?.id).toBe("El Campo email es obligatorio");
    flow.dispatch({ type: "edit", email: `${"a".repeat(95)}@x.test` });
    expect(flow.getState().error?.id).toBe("Debe tener máximo :max caracteres.");
    flow.dispatch({ type: "edit", email: "ana@example.test" });
    expect(canSend(flow.getState())).toBe(true);
  });

  it("sends the reset for the email and goes to /check-email with the masked email", async () => {
    const { flow, api, moves } = open([route(Api.authentication.resetPassword, () => sent)]);
    flow.dispatch({ type: "edit", email: " ana@example.test " });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(moves).toEqual([
        { to: "/check-email", state: { maskedEmail: "a***@example.test", message: "Revisa tu correo" } },
      ]),
    );
    expect(api.requests[0]?.body).toEqual({
      appname: "payroll",
      user: "ana@example.test",
      isInvalidLinkScreen: false,
      isByUser: false,
    });
  });

  it("from the invalid-link screen, lands on /check-email as the alert's 'check email again'", async () => {
    const { flow, api, moves } = open([route(Api.authentication.resetPassword, () => sent)], false, true);
    flow.dispatch({ type: "edit", email: "ana@example.test" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/check-email",
          state: {
            maskedEmail: "a***@example.test",
            message: "Revisa tu correo",
            previousTab: "/Alert",
            type: "CHECK_EMAIL_AGAIN",
          },
        },
      ]),
    );
    expect(api.requests[0]?.body).toMatchObject({ isInvalidLinkScreen: true });
  });

  it("shows the server message under the field for an unknown user, and keeps the email", async () => {
    const { flow } = open([
      route(Api.authentication.resetPassword, () => ({
        status: 400,
        body: { informationCode: "R23", information: "El usuario no existe" },
      })),
    ]);
    flow.dispatch({ type: "edit", email: "nadie@example.test" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(flow.getState()).toMatchObject({
        sending: false,
        message: "El usuario no existe",
        email: "nadie@example.test",
      }),
    );
  });

  it("with several accounts on one email stores them and opens the picker", async () => {
    const users = [
      { userName: "shared.one", email: "shared@example.test" },
      { username: "shared.two", email: "shared@example.test" },
    ];
    const { flow, moves, runtime } = open(
      [route(Api.authentication.usersResetPassword, () => ({ body: { result: { users } } }))],
      true,
    );
    flow.dispatch({ type: "edit", email: "shared@example.test" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(moves).toEqual([{ to: "/selectaccounts" }]));
    expect(JSON.parse(runtime.env.sessionStorage.getItem("users") ?? "[]")).toEqual([
      { userName: "shared.one", email: "shared@example.test", assignManualPassword: false },
      { userName: "shared.two", email: "shared@example.test", assignManualPassword: false },
    ]);
  });

  it("with one account on the email sends the reset for that user at once", async () => {
    const { flow, api, moves } = open(
      [
        route(Api.authentication.usersResetPassword, () => ({
          body: { result: { users: [{ userName: "demo", email: "demo@example.test" }] } },
        })),
        route(Api.authentication.resetPassword, () => sent),
      ],
      true,
    );
    flow.dispatch({ type: "edit", email: "demo@example.test" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(moves[0]).toMatchObject({ to: "/check-email" }));
    expect(api.requests.at(-1)?.body).toMatchObject({ user: "demo", isByUser: true });
  });
});
