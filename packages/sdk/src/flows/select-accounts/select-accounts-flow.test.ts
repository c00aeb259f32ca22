import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { type FakeRoute, route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { selectAccountsEffects } from "./select-accounts-effects.ts";
import { selectAccountsMachine } from "./select-accounts-machine.ts";

const stored = [
  { userName: "shared.one", email: "shared@example.test", assignManualPassword: false },
  { userName: "shared.two", email: "shared@example.test", assignManualPassword: false },
];

function open(list: unknown, routes: readonly FakeRoute[] = []) {
  const fixture = createRuntimeFixture(routes);
  if (list !== undefined) fixture.runtime.env.sessionStorage.setItem("users", JSON.stringify(list));
  const flow = runMachine(selectAccountsMachine, selectAccountsEffects(fixture.runtime));
  flow.dispatch({ type: "start" });
  return { ...fixture, flow };
}

describe("select accounts", () => {
  it("lists the stored accounts of the email", () => {
    expect(
      open(stored)
        .flow.getState()
        .accounts?.map((a) => a.userName),
    ).toEqual(["shared.one", "shared.two"]);
  });

  it("redirects to /login without a stored list", () => {
    expect(open(undefined).moves).toEqual([{ to: "/login" }]);
    expect(open({ not: "a list" }).moves).toEqual([{ to: "/login" }]);
  });

  it("shows an empty list as such (the screen says 'Users not found')", () => {
    expect(open([]).flow.getState().accounts).toEqual([]);
  });

  it("restores the chosen user: sends the reset for that user name and goes to /check-email", async () => {
    const { flow, api, moves, runtime } = open(stored, [
      route(Api.authentication.resetPassword, () => ({
        body: { information: "Enviado", result: { maskedEmail: "s***@example.test" } },
      })),
    ]);
    flow.dispatch({ type: "restore" });
    expect(api.requests).toEqual([]);
    flow.dispatch({ type: "choose", userName: "shared.two" });
    flow.dispatch({ type: "restore" });
    await vi.waitFor(() =>
      expect(moves).toEqual([
        { to: "/check-email", state: { maskedEmail: "s***@example.test", message: "Enviado" } },
      ]),
    );
    expect(api.requests[0]?.body).toMatchObject({ user: "shared.two", isByUser: true });
    expect(runtime.env.sessionStorage.getItem("users")).toBeNull();
  });

  it("clears the stored list on the link back to login", () => {
    const { flow, moves, runtime } = open(stored);
    flow.dispatch({ type: "backToLogin" });
    expect(runtime.env.sessionStorage.getItem("users")).toBeNull();
    expect(moves).toEqual([{ to: "/login" }]);
  });
});
