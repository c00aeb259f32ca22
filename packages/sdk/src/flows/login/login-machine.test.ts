import type { LoginAnswer } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { type LoginEvent, type LoginState, loginMachine } from "./login-machine.ts";

const options = {
  captchaRequired: false,
  supportContact: "soporte@gse.example.test",
  pageOrigin: "http://payroll.localhost:5173",
  welcomeEmailMessage: "welcome",
};
const machine = loginMachine(options);
const play = (events: LoginEvent[], start: LoginState = machine.initial) =>
  events.reduce<{ state: LoginState; effects: unknown[] }>(
    (acc, event) => {
      const step = machine.reduce(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...(step.effects ?? [])] };
    },
    { state: start, effects: [] },
  );
const filled: LoginEvent[] = [
  { type: "edit", field: "user", value: " demo " },
  { type: "edit", field: "password", value: "Demo!2026" },
];
const answer = (fields: Partial<LoginAnswer>): LoginEvent => ({
  type: "answered",
  answer: fields as LoginAnswer,
});

describe("login machine", () => {
  it("requires user name and password: 'Campo obligatorio'", () => {
    const { state, effects } = play([{ type: "submit" }]);
    expect(state.errors).toEqual({ user: "Campo obligatorio", password: "Campo obligatorio" });
    expect(effects).toEqual([]);
  });

  it("asks for the captcha first when the application enables it", () => {
    const withCaptcha = loginMachine({ ...options, captchaRequired: true });
    const blocked = [...filled, { type: "submit" } as const].reduce(
      (s, e) => withCaptcha.reduce(s, e).state,
      withCaptcha.initial,
    );
    expect(blocked.errors).toEqual({ captcha: "Por favor valida que no eres un robot." });
    const solved = withCaptcha.reduce(
      withCaptcha.reduce(blocked, { type: "captchaSolved", token: "t" }).state,
      { type: "submit" },
    );
    expect(solved.effects).toEqual([
      { type: "login", user: "demo", password: "Demo!2026", captchaToken: "t" },
    ]);
  });

  it("spends the captcha token on each attempt: a refused one asks for the captcha again", () => {
    const withCaptcha = loginMachine({ ...options, captchaRequired: true });
    const events: LoginEvent[] = [
      ...filled,
      { type: "captchaSolved", token: "t" },
      { type: "submit" },
      answer({ responseCode: 400, informationCode: "R11", information: "Contraseña incorrecta" }),
    ];
    const refused = events.reduce((s, e) => withCaptcha.reduce(s, e).state, withCaptcha.initial);
    expect(refused.captchaToken).toBeUndefined();
    const again = withCaptcha.reduce(
      withCaptcha.reduce(refused, { type: "edit", field: "password", value: "Demo!2026" }).state,
      { type: "submit" },
    );
    expect(again.state.errors).toEqual({ captcha: "Por favor valida que no eres un robot." });
    expect(again.effects ?? []).toEqual([]);
  });

  it("sends the trimmed user and the password, and shows loading", () => {
    const { state, effects } = play([...filled, { type: "submit" }]);
    expect(state.outcome).toEqual({ kind: "submitting" });
    expect(effects).toEqual([
      { type: "login", user: "demo", password: "Demo!2026", captchaToken: undefined },
    ]);
  });

  it("ignores a second submit while the first is in flight", () => {
    const { effects } = play([...filled, { type: "submit" }, { type: "submit" }]);
    expect(effects).toHaveLength(1);
  });

  it("on A10 hands the session to urlApp and leaves for it, in one step that checks the address first", () => {
    const { state, effects } = play([
      ...filled,
      { type: "submit" },
      answer({
        informationCode: "A10",
        token: "t",
        refreshToken: "r",
        urlApp: "http://payroll.localhost:5173/users",
      }),
    ]);
    expect(state.outcome).toEqual({ kind: "redirecting" });
    expect(effects.slice(1)).toEqual([
      { type: "signInAndLeave", token: "t", refreshToken: "r", url: "http://payroll.localhost:5173/users" },
    ]);
  });

  it("on A20 with urlApp also signs in and follows it", () => {
    const { effects } = play([
      answer({ responseCode: "A20", token: "t", urlApp: "http://payroll.localhost:5173/users" }),
    ]);
    expect(effects).toContainEqual({
      type: "signInAndLeave",
      token: "t",
      refreshToken: undefined,
      url: "http://payroll.localhost:5173/users",
    });
  });

  it("only logs a missing urlApp", () => {
    const { effects } = play([answer({ informationCode: "A10", token: "t" })]);
    expect(effects).toContainEqual({
      type: "log",
      message: "Ha ocurrido un error. No se encuentra definida la url a redireccionar.",
    });
    expect(effects.some((e) => (e as { type: string }).type === "signInAndLeave")).toBe(false);
  });

  it("on R11 shows the server's remaining-attempts text and how many are left", () => {
    const { state } = play([
      answer({
        informationCode: "R11",
        information: "Contraseña incorrecta, tienes dos (2) intentos más",
        failedLoginInformation: { failedAttempts: 1, lockTime: 0 },
      }),
    ]);
    expect(state.outcome).toEqual({
      kind: "refused",
      message: "Contraseña incorrecta, tienes dos (2) intentos más",
      attemptsLeft: 2,
    });
  });

  it("on R11 without a server text says 'tienes solo un (1) intento más' after the second failure", () => {
    const { state } = play([
      answer({ informationCode: "R11", failedLoginInformation: { failedAttempts: 2, lockTime: 0 } }),
    ]);
    expect(state.outcome).toEqual({
      kind: "refused",
      message: "tienes solo un (1) intento más",
      attemptsLeft: 1,
    });
  });

  it("clears the refused password (R11) and keeps the user name", () => {
    const { state } = play([
      ...filled,
      { type: "submit" },
      answer({ informationCode: "R11", failedLoginInformation: { failedAttempts: 1, lockTime: 0 } }),
    ]);
    expect(state.outcome.kind).toBe("refused");
    expect(state.values).toEqual({ user: " demo ", password: "" });
  });

  it("locks for lockTime seconds after R13 and counts down each second, then says the user was released", () => {
    const locked = play([
      answer({ informationCode: "R13", failedLoginInformation: { failedAttempts: 3, lockTime: 2 } }),
    ]);
    expect(locked.state.outcome).toEqual({ kind: "locked", secondsLeft: 2 });
    expect(locked.effects).toEqual([{ type: "startLockCountdown" }]);
    const ticked = play([{ type: "tick" }], locked.state);
    expect(ticked.state.outcome).toEqual({ kind: "locked", secondsLeft: 1 });
    const released = play([{ type: "tick" }], ticked.state);
    expect(released.state.outcome).toEqual({ kind: "released" });
    expect(released.effects).toEqual([{ type: "stopLockCountdown" }]);
  });

  it("does not submit while locked", () => {
    const locked = play([
      ...filled,
      answer({ informationCode: "R13", failedLoginInformation: { failedAttempts: 3, lockTime: 60 } }),
    ]);
    expect(play([{ type: "submit" }], locked.state).effects).toEqual([]);
  });

  it.each([answer({ informationCode: "A20" }), answer({ informationCode: "R11", isBlocked: true })])(
    "shows the permanent lock with the support contact for A20 or isBlocked",
    (event) => {
      expect(play([event]).state.outcome).toEqual({
        kind: "blocked",
        supportContact: "soporte@gse.example.test",
      });
    },
  );

  it("on R14 goes to the alert page with the welcome-email text, then login", () => {
    const { effects } = play([
      answer({ informationCode: "R14", information: "Revisa tu correo de bienvenida." }),
    ]);
    expect(effects).toEqual([
      { type: "alert", message: "Revisa tu correo de bienvenida.", pageToGo: "/Login" },
    ]);
  });

  it("on R18 goes to the alert page, then to the change-password page urlApp names", () => {
    const { effects } = play([
      answer({
        informationCode: "R18",
        information: "Tu contraseña expiró.",
        urlApp: "http://payroll.localhost:5173/changepassword?abc%3D",
      }),
    ]);
    expect(effects).toEqual([
      { type: "alert", message: "Tu contraseña expiró.", pageToGo: "/changepassword?abc%3D" },
    ]);
  });

  it("on R18 without the server's text or with a urlApp off this portal still reaches the change of password", () => {
    for (const urlApp of [undefined, "https://elsewhere.example/changepassword?x"]) {
      const { effects } = play([...filled, { type: "submit" }, answer({ informationCode: "R18", urlApp })]);
      expect(effects.at(-1)).toEqual({
        type: "alert",
        message: "Tu contraseña expiró. Debes cambiarla para continuar.",
        pageToGo: "/changepassword",
        expiredUser: "demo",
      });
    }
  });

  it.each(["R21", "R22", "R23"] as const)("shows the server message for %s", (code) => {
    expect(play([answer({ informationCode: code, information: `mensaje ${code}` })]).state.outcome).toEqual({
      kind: "refused",
      message: `mensaje ${code}`,
    });
  });

  it("shows 'Error al realizar la petición.' when the API did not answer, and keeps what the user typed", () => {
    const { state } = play([
      ...filled,
      { type: "submit" },
      { type: "failed", failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" } },
    ]);
    expect(state.outcome).toEqual({ kind: "refused", message: "Error al realizar la petición." });
    expect(state.values).toEqual({ user: " demo ", password: "Demo!2026" });
  });

  it("clears a field's error when the user edits it", () => {
    const { state } = play([{ type: "submit" }, { type: "edit", field: "user", value: "d" }]);
    expect(state.errors).toEqual({ password: "Campo obligatorio" });
  });
});
