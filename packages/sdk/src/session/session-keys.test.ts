import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { loginEffects } from "../flows/login/login-effects.ts";
import { loginMachine } from "../flows/login/login-machine.ts";
import { validateStoredSession } from "../flows/session/validate-session.ts";
import { runMachine } from "../machine/machine.ts";
import { route } from "../testing/fake-api.ts";
import { fakeJwt } from "../testing/fake-jwt.ts";
import { createRuntimeFixture } from "../testing/runtime-fixture.ts";

const token = fakeJwt({
  unique_name: "demo",
  nameid: "demo",
  name: "ANA",
  given_name: "Ana",
  family_name: "Pérez",
  APPS: ["payroll", "invoicing"],
});

/** The keys of a storage, sorted. */
const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").sort();

describe("session data other applications read (spec §3)", () => {
  it("after a sign-in, storage holds every key of spec §3 a login gives, the first name lowercased", async () => {
    const { runtime, moves } = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        body: {
          informationCode: "A10",
          token,
          refreshToken: "r1",
          urlApp: "http://payroll.localhost:5173/users",
        },
      })),
    ]);
    const flow = runMachine(
      loginMachine({
        captchaRequired: false,
        supportContact: "soporte",
        pageOrigin: runtime.env.pageOrigin,
        welcomeEmailMessage: "w",
      }),
      loginEffects(runtime),
    );
    flow.dispatch({ type: "edit", field: "user", value: "demo" });
    flow.dispatch({ type: "edit", field: "password", value: "Demo!2026" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(moves).toHaveLength(1));

    const storage = runtime.env.sessionStorage;
    // encryptedToken and the cached user list are written by the flows that receive them, not by a login.
    expect(keysOf(storage)).toEqual([
      "_appName",
      "jwtToken",
      "language",
      "refreshToken",
      "sessions",
      "userTokenData",
    ]);
    expect(storage.getItem("jwtToken")).toBe(`Bearer ${token}`);
    expect(storage.getItem("_appName")).toBe("payroll");
    expect(storage.getItem("language")).toMatch(/^(es|en|pt)$/);
    expect(storage.getItem("sessions")).toMatch(/^\d{16}$/);
    expect(JSON.parse(storage.getItem("userTokenData") ?? "{}")).toMatchObject({
      name: "ana",
      given_name: "Ana",
      APPS: ["payroll", "invoicing"],
    });
  });

  it("startup validation sends the user name, the token and the apps list", async () => {
    const { runtime, api } = createRuntimeFixture([
      route(Api.authentication.tokenValidation, () => ({
        body: { responseCode: 200, result: { userName: "demo", isUserActivation: false } },
      })),
    ]);
    runtime.session.getState().signIn({ token });
    await validateStoredSession(runtime, "/users");
    const headers = api.requests[0]?.headers;
    expect([headers?.get("user"), headers?.get("token"), headers?.get("apps")]).toEqual([
      "demo",
      token,
      "payroll,invoicing",
    ]);
  });
});
