import {
  ErrorAnswerSchema,
  InformationAnswerSchema,
  LoginAnswerSchema,
  TokenPairAnswerSchema,
  TokenValidationAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jwtClaims, startTimeout, TestApi } from "./testing/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

async function signIn(user = "demo", app = "suite") {
  return api.read(LoginAnswerSchema, await api.login(user, undefined, app));
}

const refresh = (refreshToken: string, UserName = "demo") =>
  api.post("/api/Login/RefreshToken", { RefreshToken: refreshToken, UserName, Appname: "suite" });

describe("token refresh, revoke and validation (spec §4, §7)", () => {
  it("rotates the refresh token: the answer carries a new pair and the old refresh token is spent", async () => {
    const login = await signIn();
    const answer = await refresh(login.refreshToken ?? "");
    expect(answer.status).toBe(200);
    const pair = api.read(TokenPairAnswerSchema, answer).result;
    expect(pair.refreshToken).not.toBe(login.refreshToken);
    expect(jwtClaims(pair.token).unique_name).toBe("demo");
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it("answers 401 with R101 for a refresh token used twice, and revokes the rest of that session", async () => {
    const login = await signIn();
    const first = api.read(TokenPairAnswerSchema, await refresh(login.refreshToken ?? "")).result;
    const reused = await refresh(login.refreshToken ?? "");
    expect(reused.status).toBe(401);
    expect(api.read(ErrorAnswerSchema, reused).informationCode).toBe("R101");
    expect(api.read(ErrorAnswerSchema, await refresh(first.refreshToken)).informationCode).toBe("R101");
  });

  it("revokes a refresh token (PUT RevokeToken) and answers where to go in information", async () => {
    const login = await signIn();
    const revoke = await api.call("PUT", "/api/login/RevokeToken", {
      body: { UserName: "demo", Quantity: 1, AppName: "suite", RefreshToken: login.refreshToken },
    });
    expect(revoke.status).toBe(200);
    expect(api.read(InformationAnswerSchema, revoke).information).toBe(`${api.url}/login`);
    const after = await refresh(login.refreshToken ?? "");
    expect(after.status).toBe(401);
    expect(api.read(ErrorAnswerSchema, after).informationCode).toBe("R101");
  });

  it("answers 401 without a code for a refresh token it never issued, or another user's", async () => {
    const unknown = await refresh("never-issued");
    expect(unknown.status).toBe(401);
    expect(api.read(ErrorAnswerSchema, unknown).informationCode).toBeUndefined();
    const login = await signIn();
    expect((await refresh(login.refreshToken ?? "", "shared.one")).status).toBe(401);
  });

  it("validates a session token with the user, token, option and currentApp headers", async () => {
    const login = await signIn();
    const headers = { user: "demo", token: login.token ?? "", option: "1", currentApp: "suite" };
    const answer = await api.get("/api/login/TokenValidation", headers);
    expect(answer.status).toBe(200);
    expect(api.read(TokenValidationAnswerSchema, answer).result).toMatchObject({
      userName: "demo",
      isUserActivation: false,
    });
    const otherUser = await api.get("/api/login/TokenValidation", { ...headers, user: "shared.one" });
    expect(api.read(ErrorAnswerSchema, otherUser)).toMatchObject({ informationCode: "R21" });
    const garbage = await api.get("/api/login/TokenValidation", { ...headers, token: "not.a.jwt" });
    expect(garbage.status).toBe(400);
  });

  it("generates a token pair for another application from a live session (GenerateTokens)", async () => {
    const login = await signIn();
    const answer = await api.post(
      "/api/login/GenerateTokens",
      { appname: "payroll" },
      { Authorization: `Bearer ${login.token}` },
    );
    expect(answer.status).toBe(200);
    expect(jwtClaims(api.read(TokenPairAnswerSchema, answer).result.token).app).toBe("payroll");
    const same = await api.post("/api/login/GenerateTokens", {}, { Authorization: `Bearer ${login.token}` });
    expect(jwtClaims(api.read(TokenPairAnswerSchema, same).result.token).sid).toBe(
      jwtClaims(login.token ?? "").sid,
    );
    expect((await api.post("/api/login/GenerateTokens", {}, { Authorization: "Bearer nope" })).status).toBe(
      401,
    );
  });

  it("lets the app picker sign in to the card's application with the same login call", async () => {
    const login = await signIn("demo", "biometrics");
    expect(login.informationCode).toBe("A10");
    expect(jwtClaims(login.token ?? "").app).toBe("biometrics");
  });
});
