import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { encryptText } from "../../cipher/password-cipher.ts";
import { runMachine } from "../../machine/machine.ts";
import type { FakeHandler, FakeRoute } from "../../testing/fake-api.ts";
import { route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { createRuntimeFixture, referenceConfig } from "../../testing/runtime-fixture.ts";
import { setPasswordEffects } from "./set-password-effects.ts";
import { passwordCheck, setPasswordMachine } from "./set-password-machine.ts";

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const linkToken = fakeJwt({ email: "ana@example.test", exp: inAnHour });
const linkFor = (payload: unknown) =>
  encodeURIComponent(encryptText(JSON.stringify(payload), referenceConfig.cipher));
const goodLink = linkFor({ user: "ana", token: linkToken });
const valid =
  (isUserActivation: boolean): FakeHandler<typeof Api.authentication.tokenValidation> =>
  () => ({
    body: { responseCode: 200, result: { userName: "ana", email: "ana@example.test", isUserActivation } },
  });

function open(query: string, routes: readonly FakeRoute[], signedIn = false) {
  const fixture = createRuntimeFixture(routes, { currentSearch: () => query });
  if (signedIn)
    fixture.runtime.session.getState().signIn({ token: fakeJwt({ unique_name: "ana" }), refreshToken: "r" });
  const flow = runMachine(setPasswordMachine, setPasswordEffects(fixture.runtime));
  flow.dispatch({ type: "start" });
  const type = (field: "password" | "confirmation" | "currentPassword", value: string) =>
    flow.dispatch({ type: "edit", field, value });
  return { ...fixture, flow, type };
}

describe("set password from the emailed link", () => {
  it("validates the link's token with the user, token and current app, then asks to create the password", async () => {
    const { flow, api } = open(goodLink, [route(Api.authentication.tokenValidation, valid(true))]);
    await vi.waitFor(() => expect(flow.getState().phase).toBe("ready"));
    expect(flow.getState()).toMatchObject({ mode: "set", user: "ana", isUserActivation: true });
    const headers = api.requests[0]?.headers;
    expect([headers?.get("user"), headers?.get("token"), headers?.get("currentApp")]).toEqual([
      "ana",
      linkToken,
      "payroll",
    ]);
  });

  it.each([
    ["an empty link", ""],
    ["an undecryptable link", "not-a-link"],
  ])("sends %s to /Alert with 'El enlace no es válido.' and back to /Login", async (_name, query) => {
    const { moves } = open(query, []);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        { to: "/Alert", state: { message: "El enlace no es válido.", pageToGo: "/Login" } },
      ]),
    );
  });

  it("logs the user out for an expired link", async () => {
    const expired = linkFor({ user: "ana", token: fakeJwt({ email: "a@b.test", exp: 1000 }) });
    const { moves, runtime } = open(expired, [], true);
    await vi.waitFor(() => expect(moves).toHaveLength(1));
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves[0]).toEqual({
      to: "/Alert",
      state: { message: "El enlace no es válido.", pageToGo: "/Login" },
    });
  });

  it("sends an invalid token of a user in activation to /resendemail with message, INVALID_LINK, email and user name", async () => {
    const { moves } = open(goodLink, [
      route(Api.authentication.tokenValidation, () => ({
        status: 400,
        body: { informationCode: "R14", information: "Tiempo de activación finalizado" },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/resendemail",
          state: {
            message: "Tiempo de activación finalizado",
            type: "INVALID_LINK",
            email: "ana@example.test",
            userName: "ana",
          },
        },
      ]),
    );
  });

  it("sends a spent or expired link (R21) to /invalid-link with the server's text, to restart the reset", async () => {
    const { moves } = open(goodLink, [
      route(Api.authentication.tokenValidation, () => ({
        status: 400,
        body: { informationCode: "R21", information: "Este enlace ya no es válido" },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/invalid-link",
          state: { message: "Este enlace ya no es válido", type: "INVALID_LINK", pageToGo: "/Login" },
        },
      ]),
    );
  });

  it("sends any other refusal of the token to the alert page with the server's text", async () => {
    const { moves } = open(goodLink, [
      route(Api.authentication.tokenValidation, () => ({
        status: 400,
        body: { informationCode: "R23", information: "No se pudo validar el enlace." },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        { to: "/Alert", state: { message: "No se pudo validar el enlace.", pageToGo: "/Login" } },
      ]),
    );
  });

  it("keeps submit disabled until both fields are filled, and sends nothing for a weak or mismatched password", async () => {
    const { flow, type, api } = open(goodLink, [route(Api.authentication.tokenValidation, valid(false))]);
    await vi.waitFor(() => expect(flow.getState().phase).toBe("ready"));
    type("password", "Demo!2026");
    expect(passwordCheck(flow.getState()).canSubmit).toBe(false);
    type("confirmation", "Demo!2027");
    expect(passwordCheck(flow.getState()).errors.confirmation?.id).toBe("Las contraseñas no coinciden.");
    flow.dispatch({ type: "submit" });
    type("password", "weak");
    type("confirmation", "weak");
    flow.dispatch({ type: "submit" });
    expect(api.count(Api.authentication.assignPassword)).toBe(0);
  });

  async function submitNew(routes: readonly FakeRoute[], isUserActivation = true) {
    const opened = open(goodLink, [
      route(Api.authentication.tokenValidation, valid(isUserActivation)),
      ...routes,
    ]);
    await vi.waitFor(() => expect(opened.flow.getState().phase).toBe("ready"));
    opened.type("password", "Nueva!2026");
    opened.type("confirmation", "Nueva!2026");
    opened.flow.dispatch({ type: "submit" });
    return opened;
  }

  it("assigns the password with the link's token, encrypted, and goes to /availableapps when apps come back", async () => {
    const apps = [
      {
        id: 1,
        name: "payroll",
        title: "Nómina",
        landing: "http://payroll.localhost:5173/",
        mechanismAfterSetPass: 1,
      },
    ];
    const { api, moves, runtime } = await submitNew([
      route(Api.authentication.assignPassword, () => ({
        body: { responseCode: 200, information: "Contraseña creada", result: { apps } },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([{ to: "/availableapps", state: { apps, message: "Contraseña creada" } }]),
    );
    expect(api.requests.at(-1)?.body).toEqual({
      user: "ana",
      password: encryptText("Nueva!2026", referenceConfig.cipher),
      token: linkToken,
      appname: "payroll",
      isUserActivation: true,
    });
    // The app picker signs in to those applications with the new credentials, held in memory only.
    // The spent link's token goes in the captcha's place: the app picker has no captcha to show.
    expect(runtime.justSetCredentials.current).toEqual({
      user: "ana",
      password: "Nueva!2026",
      captchaToken: linkToken,
    });
    expect(runtime.env.sessionStorage.length).toBe(0);
  });

  it("with mechanismAfterSetPass 1 shows the 'assign initial password' alert, then login", async () => {
    const { moves } = await submitNew([
      route(Api.authentication.assignPassword, () => ({
        body: { information: "Listo", result: { apps: [], mechanismAfterSetPass: 1 } },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        { to: "/Alert", state: { message: "Listo", type: "ASSIGN_INITIAL_PASSWORD", pageToGo: "/Login" } },
      ]),
    );
  });

  it("otherwise shows the alert and signs in with the new credentials", async () => {
    const token = fakeJwt({ unique_name: "ana" });
    const { moves, flow, api } = await submitNew(
      [
        route(Api.authentication.assignPassword, () => ({
          body: { information: "Contraseña actualizada", result: { mechanismAfterSetPass: 2 } },
        })),
        route(Api.authentication.login, () => ({
          body: { informationCode: "A10", token, urlApp: "http://payroll.localhost:5173/users" },
        })),
      ],
      false,
    );
    await vi.waitFor(() =>
      expect(moves).toEqual([{ left: "http://payroll.localhost:5173/users", newTab: false }]),
    );
    expect(flow.getState().done).toBe("Contraseña actualizada");
    expect(api.requests.at(-1)?.body).toMatchObject({
      user: "ana",
      password: encryptText("Nueva!2026", referenceConfig.cipher),
      tokenCaptcha: linkToken,
    });
  });

  it("says at /Login that the password is set, and why, when the automatic sign-in is refused", async () => {
    const { moves } = await submitNew(
      [
        route(Api.authentication.assignPassword, () => ({
          body: { information: "Contraseña actualizada", result: { mechanismAfterSetPass: 2 } },
        })),
        route(Api.authentication.login, () => ({
          status: 400,
          body: { information: "Por favor valida que no eres un robot." },
        })),
      ],
      false,
    );
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/Login",
          state: {
            message:
              "Contraseña actualizada Por favor valida que no eres un robot. Inicia sesión con tu nueva contraseña.",
          },
        },
      ]),
    );
  });

  it("keeps the user on the form with the server's text when the new password is refused (R22)", async () => {
    const { flow } = await submitNew([
      route(Api.authentication.assignPassword, () => ({
        status: 400,
        body: { informationCode: "R22", information: "No cumple" },
      })),
    ]);
    await vi.waitFor(() => expect(flow.getState()).toMatchObject({ phase: "ready", message: "No cumple" }));
    expect(flow.getState().values.password).toBe("Nueva!2026");
  });

  it("lands on the 'activation expired' info screen with the server's text (R14)", async () => {
    const { moves } = await submitNew([
      route(Api.authentication.assignPassword, () => ({
        status: 400,
        body: { informationCode: "R14", information: "¡Tiempo de activación finalizado!" },
      })),
    ]);
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/Alert",
          state: {
            message: "¡Tiempo de activación finalizado!",
            type: "ACTIVATION_EXPIRED",
            pageToGo: "/Login",
          },
        },
      ]),
    );
  });
});

describe("change password while signed in (no link)", () => {
  it("sends the old and new password, both encrypted, with the session token, then signs the page out", async () => {
    const { flow, type, api, moves, runtime } = open(
      "",
      [
        route(Api.authentication.changePassword, () => ({
          body: { information: "Contraseña actualizada", result: null },
        })),
      ],
      true,
    );
    await vi.waitFor(() =>
      expect(flow.getState()).toMatchObject({ phase: "ready", mode: "change", user: "ana" }),
    );
    type("currentPassword", "Demo!2026");
    type("password", "Nueva!2026");
    type("confirmation", "Nueva!2026");
    flow.dispatch({ type: "submit" });
    await vi.waitFor(() =>
      expect(moves).toEqual([
        {
          to: "/Alert",
          state: { message: "Contraseña actualizada", type: "PASSWORD_UPDATED", pageToGo: "/Login" },
        },
      ]),
    );
    const request = api.requests.at(-1);
    expect(request?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(request?.body).toEqual({
      user: "ana",
      password: encryptText("Demo!2026", referenceConfig.cipher),
      newpassword: encryptText("Nueva!2026", referenceConfig.cipher),
      appname: "payroll",
    });
    // The server ended every session of the user: the page's own is gone, so the alert is not bounced to /.
    expect(runtime.session.getState().token).toBeFalsy();
  });
});
