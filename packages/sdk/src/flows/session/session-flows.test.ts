import { Api } from "@gse/contract";
import { describe, expect, it } from "vitest";
import type { FakeHandler, FakeRoute } from "../../testing/fake-api.ts";
import { route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { exchangeOidcCode } from "../oidc/oidc-callback.ts";
import { oidcRequestKey, storeOidcRequest } from "../oidc/oidc-request.ts";
import { logout } from "./logout.ts";
import { validateQueryToken, validateStoredSession } from "./validate-session.ts";

const token = fakeJwt({ unique_name: "demo", nameid: "demo", given_name: "Ana", family_name: "Pérez" });
const validAnswer: FakeHandler<typeof Api.authentication.tokenValidation> = () => ({
  body: { responseCode: 200, result: { userName: "demo", isUserActivation: false } },
});

function signedIn(routes: readonly FakeRoute[]) {
  const fixture = createRuntimeFixture(routes);
  fixture.runtime.session.getState().signIn({ token, refreshToken: "r1" });
  return fixture;
}

describe("startup token validation (option 1)", () => {
  it("validates the stored token with user, token, option 1 and the current app, then shows the route", async () => {
    const { runtime, api } = signedIn([route(Api.authentication.tokenValidation, validAnswer)]);
    expect(await validateStoredSession(runtime, "/privileges")).toEqual({ kind: "render" });
    const headers = api.requests[0]?.headers;
    expect([
      headers?.get("user"),
      headers?.get("token"),
      headers?.get("option"),
      headers?.get("currentApp"),
    ]).toEqual(["demo", token, "1", "payroll"]);
    expect(runtime.session.getState().isAuth).toBe(true);
  });

  it("goes from login or root to /users once the stored token is valid", async () => {
    const { runtime, moves } = signedIn([route(Api.authentication.tokenValidation, validAnswer)]);
    expect(await validateStoredSession(runtime, "/")).toEqual({ kind: "left" });
    expect(moves).toEqual([{ to: "/users" }]);
  });

  it("clears the session and goes to login when the token is refused", async () => {
    const { runtime, moves } = signedIn([route(Api.authentication.tokenValidation, () => ({ status: 401 }))]);
    expect(await validateStoredSession(runtime, "/users")).toEqual({ kind: "left" });
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves.at(-1)).toEqual({ to: "/Login" });
  });
});

describe("a token in the query string of a protected route", () => {
  it("becomes the session when valid, and the query is cleared in place (no history entry keeps the token)", async () => {
    const { runtime, moves } = createRuntimeFixture([route(Api.authentication.tokenValidation, validAnswer)]);
    expect(await validateQueryToken(runtime, token, "/users")).toEqual({ kind: "left" });
    expect(runtime.session.getState()).toMatchObject({ token, isAuth: true });
    expect(moves).toEqual([{ to: "/users", replace: true }]);
  });

  it("is not trusted when the server refuses it", async () => {
    const { runtime, moves } = createRuntimeFixture([
      route(Api.authentication.tokenValidation, () => ({ status: 401 })),
    ]);
    await validateQueryToken(runtime, token, "/users");
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/Login", replace: true }]);
  });
});

describe("logout", () => {
  it("revokes the refresh token, clears the session and goes to login with 'Sesión finalizada exitosamente'", async () => {
    const { runtime, api, moves } = signedIn([
      route(Api.authentication.revokeToken, () => ({ body: { information: null, result: null } })),
    ]);
    await logout(runtime);
    expect(api.requests[0]?.body).toEqual({
      UserName: "demo",
      Quantity: 1,
      AppName: "payroll",
      RefreshToken: "r1",
    });
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/Login", state: { message: "Sesión finalizada exitosamente" } }]);
  });

  it("goes to the address the revoke answer names when it is allowed", async () => {
    const { runtime, moves } = signedIn([
      route(Api.authentication.revokeToken, () => ({
        body: { information: "http://payroll.localhost:5173/login", result: null },
      })),
    ]);
    await logout(runtime);
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/login", newTab: false }]);
  });

  it("still clears the session when the API is down", async () => {
    const { runtime, moves } = signedIn([]);
    await logout(runtime);
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves.at(-1)).toEqual({ to: "/Login", state: { message: "Sesión finalizada exitosamente" } });
  });
});

describe("OIDC callback", () => {
  const pending = { state: "state-of-this-tab", codeVerifier: "v".repeat(43) };
  const callback = (code: string | null, state: string | null = pending.state) =>
    new URLSearchParams({ ...(code === null ? {} : { code }), ...(state === null ? {} : { state }) });

  it("exchanges the code with the PKCE verifier this tab kept, and on A10 signs in and leaves for urlApp", async () => {
    const { runtime, api, moves } = createRuntimeFixture([
      route(Api.authentication.generateTokenOidc, () => ({
        body: { informationCode: "A10", token, urlApp: "http://payroll.localhost:5173/users" },
      })),
    ]);
    storeOidcRequest(runtime.env.sessionStorage, pending);
    expect(await exchangeOidcCode(runtime, callback("abc"))).toEqual({ kind: "redirecting" });
    expect(api.requests[0]?.body).toEqual({
      code: "abc",
      tenant: null,
      appName: "payroll",
      tenantLanguage: null,
      codeVerifier: pending.codeVerifier,
    });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/users", newTab: false }]);
    expect(runtime.env.sessionStorage.getItem(oidcRequestKey)).toBeNull();
  });

  it("refuses a callback whose state is not the one this tab kept, without spending the code", async () => {
    const { runtime, api } = createRuntimeFixture([]);
    storeOidcRequest(runtime.env.sessionStorage, pending);
    expect(await exchangeOidcCode(runtime, callback("abc", "forged-state"))).toMatchObject({
      kind: "failed",
    });
    const { runtime: fresh } = createRuntimeFixture([]);
    expect(await exchangeOidcCode(fresh, callback("abc"))).toMatchObject({ kind: "failed" });
    expect(api.requests).toEqual([]);
  });

  it.each<[string, string | null, readonly FakeRoute[]]>([
    ["no code", null, []],
    [
      "a refused code",
      "bad",
      [
        route(Api.authentication.generateTokenOidc, () => ({
          status: 400,
          body: { informationCode: "R21" },
        })),
      ],
    ],
  ])("with %s says 'Lo sentimos, no hemos podido verificar tu credencial'", async (_name, code, routes) => {
    const { runtime } = createRuntimeFixture(routes);
    storeOidcRequest(runtime.env.sessionStorage, pending);
    expect(await exchangeOidcCode(runtime, callback(code))).toEqual({
      kind: "failed",
      message: "Lo sentimos, no hemos podido verificar tu credencial",
    });
  });
});
