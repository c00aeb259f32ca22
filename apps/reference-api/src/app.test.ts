import { connect } from "node:net";
import { ErrorAnswerSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, startTimeout, TestApi } from "./testing/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

describe("reference API: bad input and faults", () => {
  it("answers its health route on a port chosen at run time", async () => {
    const answer = await api.get("/api/health");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok" });
  });

  it("answers an unknown path with 404 JSON naming the path", async () => {
    const answer = await api.get("/api/nope");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      responseCode: 404,
      information: "No route for GET /api/nope",
      result: null,
    });
    expect((await api.get("/elsewhere")).status).toBe(404);
  });

  it("matches API paths whatever their case, as the spec spells them both ways", async () => {
    expect((await api.post("/api/login", { user: "demo", password: DEMO })).status).toBe(200);
    expect((await api.post("/API/LOGIN", { user: "demo", password: DEMO })).status).toBe(200);
  });

  it("answers malformed JSON with 400 in the result/information shape", async () => {
    const answer = await api.post("/api/Login", "{not json");
    expect(answer.status).toBe(400);
    expect(v.parse(ErrorAnswerSchema, answer.body).information).toContain("not valid JSON");
  });

  it("names each missing, over-long or wrongly typed field", async () => {
    const missing = await api.post("/api/Login", { password: DEMO });
    expect(missing.status).toBe(400);
    expect(v.parse(ErrorAnswerSchema, missing.body).information).toContain("body user");
    const long = await api.post("/api/login/ResetPassword", { user: `${"x".repeat(101)}` });
    expect(v.parse(ErrorAnswerSchema, long.body).information).toBe(
      "body user: must be at most 100 characters",
    );
    const typed = await api.post("/api/login/ResetPassword", { user: "demo", isByUser: "yes" });
    expect(v.parse(ErrorAnswerSchema, typed.body).information).toBe(
      'body isByUser: expected boolean, got "yes"',
    );
    const array = await api.post("/api/Login/RefreshToken", [1, 2]);
    expect(v.parse(ErrorAnswerSchema, array.body).information).toBe("body: expected a JSON object");
  });

  it("names a missing header", async () => {
    const answer = await api.get("/api/application/getVersionApp");
    expect(answer.status).toBe(400);
    expect(v.parse(ErrorAnswerSchema, answer.body).information).toContain("header appName");
  });

  it("refuses a body larger than any call needs without reading it all", async () => {
    const answer = await api.post("/api/Login", { user: "demo", password: "x".repeat(70_000) });
    expect(answer.status).toBe(413);
  });

  it("survives a client that drops the connection mid-request", async () => {
    const { hostname, port } = new URL(api.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          'POST /api/Login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"user":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    expect((await api.get("/api/health")).status).toBe(200);
  });
});

describe("reference API: pages, headers and the runtime config", () => {
  it("serves /portal.config.json in the shape the SDK reads, allowing the seeded free-trial page", async () => {
    expect((await api.get("/portal.config.json")).body).toEqual({
      services: { authentication: "", security: "", application: "" },
      hubUrl: "/api/connections/session",
      headers: { application: "x-application", tenant: "x-tenant" },
      cipher: { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" },
      captchaSiteKey: "reference-captcha",
      captchaProvider: "test",
      federatedProvider: { name: "GSE ID" },
      supportContact: "soporte@gse.example.test",
      inactivitySeconds: 900,
      redirectAllowlist: ["https://payroll.example.test"],
    });
  });

  it("sends the security headers of the design's security stance", async () => {
    const { headers } = await api.get("/portal.config.json");
    const csp = headers.get("content-security-policy") ?? "";
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });
});
