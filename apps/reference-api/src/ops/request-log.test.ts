import { LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, linkPayload, startTimeout, TestApi } from "../testing/api-client.ts";
import { createLogger } from "./logger.ts";

// The API's log: one JSON object per line, each request answered in one line naming its id, method, route,
// status and duration, and nothing a caller sent: no password, token, code, emailed link or cipher value.

const lines: string[] = [];
let api: TestApi;
beforeAll(async () => {
  const logger = createLogger({ level: "debug", destination: { write: (line: string) => lines.push(line) } });
  api = await TestApi.start({ logger });
}, startTimeout);
afterAll(() => api?.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => parsed().filter((line) => line.message === "request");

describe("the request log", () => {
  it("writes each answered request as one JSON line: time, level, message, request id, method, route, status, duration", async () => {
    const answer = await fetch(`${api.url}/api/Login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "edge-7f3a" },
      body: JSON.stringify({ user: "nobody.here", password: DEMO, appname: "suite", TypeDeviceId: 2 }),
    });
    expect(answer.headers.get("x-request-id")).toBe("edge-7f3a");
    const line = requestLines().find((entry) => entry.requestId === "edge-7f3a");
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      requestId: "edge-7f3a",
      method: "POST",
      route: "/api/login",
      status: 400,
      durationMs: expect.any(Number),
      message: "request",
    });
    for (const text of lines) expect(() => JSON.parse(text)).not.toThrow();
  });

  it("names the route's pattern even when a middleware refused the request before its handler ran", async () => {
    const answer = await fetch(`${api.url}/api/user/list?customerSearch=x`, {
      headers: { "x-request-id": "no-token" },
    });
    expect(answer.status).toBe(401);
    expect(requestLines().find((line) => line.requestId === "no-token")).toMatchObject({
      route: "/api/user/list",
      status: 401,
    });
    const unknown = await fetch(`${api.url}/api/no/such/call`, { headers: { "x-request-id": "unknown" } });
    expect(unknown.status).toBe(404);
    expect(requestLines().find((line) => line.requestId === "unknown")).toMatchObject({ route: "/api/*" });
  });

  it("makes a request id when none (or no sane one) comes, and sends it back", async () => {
    const made = (await fetch(`${api.url}/api/health`)).headers.get("x-request-id") ?? "";
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${api.url}/api/health`, {
      headers: { "x-request-id": '"},{"level":"fatal' },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().filter((line) => line.requestId === made)).toHaveLength(1);
  });

  it("logs health probes at debug level only", async () => {
    const id = "probe-1";
    await fetch(`${api.url}/health/ready`, { headers: { "x-request-id": id } });
    expect(requestLines().find((line) => line.requestId === id)).toMatchObject({
      level: "debug",
      route: "/health/ready",
      status: 200,
    });
  });

  it("holds no password, token, code, emailed link or cipher value of the requests that carried them", async () => {
    const plainPassword = "Plain!Secret2026";
    const cipherValue = encrypted("Demo!2026");
    const signedIn = api.read(LoginAnswerSchema, await api.login("demo", cipherValue));
    const token = signedIn.token ?? "";
    const refreshToken = signedIn.refreshToken ?? "";
    expect(token).not.toBe("");
    // A password sent as it should never be (not encrypted), a token in a header, a body and a query.
    await api.post("/api/Login", {
      user: "demo",
      password: plainPassword,
      appname: "suite",
      TypeDeviceId: 2,
    });
    await api.getAs(token, `/api/user/list?token=${token}`, { pages: "0,10" });
    await api.post("/api/Login/RefreshToken", {
      RefreshToken: refreshToken,
      UserName: "demo",
      Appname: "suite",
    });
    // A six-digit code, and an emailed link with its token.
    await api.post("/api/login/check-email-valid", { Email: "cert.demo@example.test" });
    const code = (await api.outbox("cert.demo@example.test")).at(-1)?.text.match(/\b\d{6}\b/)?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await api.post("/api/login/validate-mail-code", { email: "cert.demo@example.test", code });
    await api.post("/api/login/ResetPassword", { appname: "suite", user: "demo", isByUser: true });
    const link = (await api.outbox("demo@example.test")).at(-1)?.links[0] ?? "";
    const { token: linkToken } = linkPayload(link);
    await api.get("/api/login/TokenValidation", { user: "demo", token: linkToken });
    await fetch(link.replace(/^http:\/\/[^/]+/, api.url));

    const secrets = { plainPassword, cipherValue, token, refreshToken, code, link, linkToken };
    const query = new URL(link).search.slice(1);
    const written = lines.join("\n");
    expect(requestLines().length).toBeGreaterThan(8);
    for (const [name, secret] of Object.entries({ ...secrets, linkQuery: query })) {
      expect({ name, found: written.includes(secret) }).toEqual({ name, found: false });
    }
    // Also as the JSON of a string would write it (a `/` escaped, a `+` kept).
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, found: written.includes(JSON.stringify(secret).slice(1, -1)) }).toEqual({
        name,
        found: false,
      });
    }
  });
});
