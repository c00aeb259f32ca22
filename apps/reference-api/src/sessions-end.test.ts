import { ErrorAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, jwtClaims, linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";

// Sessions that end: logout and password changes end the sessions, refresh tokens and older links they make
// stale, so a stolen token or a forwarded link stops working.

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

async function signIn(user: string, app = "suite", password = DEMO) {
  const answer = api.read(LoginAnswerSchema, await api.login(user, password, app));
  expect(answer.informationCode).toBe("A10");
  return { token: answer.token ?? "", refreshToken: answer.refreshToken ?? "" };
}

/** A call that needs a live session: 200 while the access token works, 401 once its session ended. */
const callWithToken = (token: string) =>
  api.post("/api/login/GenerateTokens", {}, { authorization: `Bearer ${token}` });

const refresh = (refreshToken: string, UserName: string) =>
  api.post("/api/Login/RefreshToken", { RefreshToken: refreshToken, UserName, Appname: "suite" });

async function lastLink(email: string): Promise<string> {
  const link = (await api.outbox(email)).at(-1)?.links[0];
  if (!link) throw new Error(`no link in the outbox for ${email}`);
  return link;
}

describe("sessions that end", () => {
  it("refuses a logged-out access token at once, and its refresh token", async () => {
    const session = await signIn("demo");
    expect((await callWithToken(session.token)).status).toBe(200);
    const logout = await api.call("PUT", "/api/login/RevokeToken", {
      body: { UserName: "demo", Quantity: 1, AppName: "suite", RefreshToken: session.refreshToken },
    });
    expect(logout.status).toBe(200);
    expect((await callWithToken(session.token)).status).toBe(401);
    expect((await refresh(session.refreshToken, "demo")).status).toBe(401);
  });

  it("ends the other sessions when the password changes: their access and refresh tokens stop working", async () => {
    const other = await signIn("shared.one", "payroll");
    const another = await signIn("shared.one", "license");
    const changed = await api.post("/api/login/ChangePassword", {
      user: "shared.one",
      password: DEMO,
      newpassword: encrypted("Cambiada!2026"),
    });
    expect(changed.status).toBe(200);
    for (const session of [other, another]) {
      expect((await callWithToken(session.token)).status).toBe(401);
      expect((await refresh(session.refreshToken, "shared.one")).status).toBe(401);
    }
  });

  it("voids an unused reset link when a newer one sets the password, and ends the sessions", async () => {
    const session = await signIn("cert.demo");
    await api.post("/api/login/ResetPassword", { user: "cert.demo", isByUser: true });
    const older = linkPayload(await lastLink("cert.demo@example.test"));
    await api.post("/api/login/ResetPassword", { user: "cert.demo", isByUser: true });
    const newer = linkPayload(await lastLink("cert.demo@example.test"));
    const assigned = await api.post("/api/login/AssignPassword", {
      user: "cert.demo",
      password: encrypted("Nueva!2026x"),
      token: newer.token,
      appname: "suite",
    });
    expect(assigned.status).toBe(200);
    const reused = await api.get("/api/login/TokenValidation", { user: "cert.demo", token: older.token });
    expect(api.read(ErrorAnswerSchema, reused).informationCode).toBe("R21");
    expect((await callWithToken(session.token)).status).toBe(401);
  });

  it("makes reset links live one hour, while activation links keep their own lifetime", async () => {
    await api.post("/api/login/ResetPassword", { user: "expired.demo", isByUser: true });
    const reset = jwtClaims(linkPayload(await lastLink("expired@example.test")).token);
    expect(Number(reset.exp) - Number(reset.iat)).toBe(3600);
    await api.post("/api/user/SendUserActivationEmail", { userName: "inactive.demo" });
    const activation = jwtClaims(linkPayload(await lastLink("inactive@example.test")).token);
    expect(Number(activation.exp) - Number(activation.iat)).toBe(86_400);
  });
});
