import { Api } from "@gse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tooManyRequestsMessage } from "../../http/api-failure.ts";
import { runMachine } from "../../machine/machine.ts";
import { route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { formatMmSs } from "../countdown.ts";
import { loginEffects } from "./login-effects.ts";
import { loginMachine } from "./login-machine.ts";

const token = fakeJwt({ unique_name: "demo", nameid: "demo", given_name: "Ana", family_name: "Pérez" });

function startLogin(routes: Parameters<typeof createRuntimeFixture>[0]) {
  const fixture = createRuntimeFixture(routes);
  const { runtime } = fixture;
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
  return { ...fixture, flow };
}

describe("login flow against the API", () => {
  afterEach(() => vi.useRealTimers());

  it("sends the spec's login body with the password encrypted as the backend expects", async () => {
    const { flow, api } = startLogin([
      route(Api.authentication.login, () => ({
        status: 400,
        body: { informationCode: "R23", information: "x" },
      })),
    ]);
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(flow.getState().outcome.kind).toBe("refused"));
    expect(api.requests[0]?.body).toMatchObject({
      user: "demo",
      password: "pwS2dpu+KCUl76HnfnIKTw==",
      appname: "payroll",
      ip: "0.0.0.0",
      TypeDeviceId: 2,
      idSessionTab: expect.stringMatching(/^\d{16}$/),
      page: "",
      tokenCaptcha: null,
    });
  });

  it("shows the catalog's too-many-attempts text when the server throttles the login with 429", async () => {
    const { flow } = startLogin([
      route(Api.authentication.login, () => ({
        status: 429,
        body: { responseCode: 429, information: "throttled", result: null },
      })),
    ]);
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(flow.getState().outcome.kind).toBe("refused"));
    expect(flow.getState().outcome).toMatchObject({ message: tooManyRequestsMessage });
  });

  it("signs in on A10 and leaves for urlApp on the page's origin", async () => {
    const { flow, runtime, moves } = startLogin([
      route(Api.authentication.login, () => ({
        body: {
          informationCode: "A10",
          token,
          refreshToken: "r1",
          urlApp: "http://payroll.localhost:5173/users",
        },
      })),
    ]);
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(moves).toEqual([{ left: "http://payroll.localhost:5173/users", newTab: false }]),
    );
    // The tokens wait in storage for the page urlApp loads; this page's session is left as it was, so the
    // route guard does not move the login page to `/` on the way out.
    expect(runtime.env.sessionStorage.getItem("jwtToken")).toBe(`Bearer ${token}`);
    expect(runtime.env.sessionStorage.getItem("refreshToken")).toBe("r1");
    expect(runtime.session.getState()).toMatchObject({ token: undefined, isAuth: false });
  });

  it("does not follow a urlApp on an origin off the allowlist, and says so", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { flow, moves, runtime } = startLogin([
      route(Api.authentication.login, () => ({
        body: { informationCode: "A10", token, urlApp: "https://evil.example.test/users" },
      })),
    ]);
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(flow.getState().outcome.kind).toBe("refused"));
    expect(moves).toEqual([]);
    expect(runtime.env.sessionStorage.getItem("jwtToken")).toBeNull();
    expect(runtime.session.getState().isAuth).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("https://evil.example.test"));
    error.mockRestore();
  });

  it("counts the R13 lock down each second as mm:ss and then releases the user", async () => {
    // Only intervals are faked: the answer still arrives through real promises and timeouts.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { flow } = startLogin([
      route(Api.authentication.login, () => ({
        status: 400,
        body: { informationCode: "R13", failedLoginInformation: { failedAttempts: 3, lockTime: 65 } },
      })),
    ]);
    const shown = () => {
      const outcome = flow.getState().outcome;
      return outcome.kind === "locked" ? formatMmSs(outcome.secondsLeft) : outcome.kind;
    };
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(shown()).toBe("01:05"));
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("01:04");
    vi.advanceTimersByTime(63_000);
    expect(shown()).toBe("00:01");
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("released");
    vi.advanceTimersByTime(5000);
    expect(shown()).toBe("released");
  });

  it("shows 'Error al realizar la petición.' when the API is down, keeping what the user typed", async () => {
    const fixture = createRuntimeFixture([], {
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const flow = runMachine(
      loginMachine({
        captchaRequired: false,
        supportContact: "s",
        pageOrigin: fixture.runtime.env.pageOrigin,
        welcomeEmailMessage: "w",
      }),
      loginEffects(fixture.runtime),
    );
    flow.dispatch({ type: "edit", field: "user", value: "demo" });
    flow.dispatch({ type: "edit", field: "password", value: "Demo!2026" });
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(flow.getState().outcome).toEqual({ kind: "refused", message: "Error al realizar la petición." }),
    );
    expect(flow.getState().values).toEqual({ user: "demo", password: "Demo!2026" });
  });
});

/** Answers the spec allows (or is silent on), as real backends send them, are read, never a parse failure. */
describe("login flow: tolerant answers", () => {
  const generic = "Error al realizar la petición.";
  const refusedWith = async (body: Record<string, unknown>, status = 400) => {
    const { flow } = startLogin([route(Api.authentication.login, () => ({ status, body }))]);
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() => expect(flow.getState().outcome.kind).toBe("refused"));
    return flow.getState().outcome;
  };

  it("an informationCode outside the catalogue shows the server's message", async () => {
    const outcome = await refusedWith({ informationCode: "R37", information: "Cuenta en revisión." });
    expect(outcome).toEqual({ kind: "refused", message: "Cuenta en revisión." });
  });

  it.each([
    ["a numeric-text", "400"],
    ["a number", 400],
    ["an unknown text", "E-17"],
  ])("a responseCode as %s, without informationCode, is a failure with its text", async (_, responseCode) => {
    const outcome = await refusedWith({ responseCode, information: "Usuario no habilitado." });
    expect(outcome).toEqual({ kind: "refused", message: "Usuario no habilitado." });
  });

  it("a 200 answer with a numeric responseCode and no token is a failure with its text, not a sign-in", async () => {
    const outcome = await refusedWith({ responseCode: 200, message: "Sin sesión." }, 200);
    expect(outcome).toEqual({ kind: "refused", message: "Sin sesión." });
    expect(outcome).not.toEqual({ kind: "refused", message: generic });
  });

  it.each([
    ["messageParameter", { messageParameter: 2 }, "tienes dos (2) intentos más", 2],
    ["messageParameter as text", { messageParameter: "1" }, "tienes solo un (1) intento más", 1],
    [
      "failedLoginInformation",
      { failedLoginInformation: { failedAttempts: 2, lockTime: 0 } },
      "tienes solo un (1) intento más",
      1,
    ],
  ])(
    "R11 says the attempts left from %s whatever the server's message says",
    async (_, fields, text, left) => {
      const outcome = await refusedWith({
        informationCode: "R11",
        information: "Usuario o contraseña incorrectos.",
        ...fields,
      });
      expect(outcome).toEqual({
        kind: "refused",
        message: "Usuario o contraseña incorrectos.",
        attemptsLeft: left,
        attemptsText: text,
      });
    },
  );

  it("R11 whose message already says the attempts left does not say them twice", async () => {
    const outcome = await refusedWith({
      informationCode: "R11",
      information: "tienes dos (2) intentos más",
      messageParameter: 2,
    });
    expect(outcome).toEqual({ kind: "refused", message: "tienes dos (2) intentos más", attemptsLeft: 2 });
  });
});
