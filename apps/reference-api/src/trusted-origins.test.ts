import { request } from "node:http";
import { LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePublicOrigins, publicOriginOf } from "./public-origins.ts";
import { startServer } from "./server.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// Trusted origins and links: links are built on the public origins, never on the request's Host header, so a
// forged Host cannot mail the victim a link to another site.

/** A JSON call with a Host header of our choosing (fetch does not let a caller set Host). */
function callWithHost(url: string, path: string, host: string, body: unknown) {
  const target = new URL(url);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const text = JSON.stringify(body);
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: "POST",
        headers: { host, "content-type": "application/json", "content-length": Buffer.byteLength(text) },
      },
      (response) => {
        let data = "";
        response.on("data", (chunk) => {
          data += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    call.on("error", reject);
    call.end(text);
  });
}

describe("public origins", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({
      settings: { publicOrigins: ["https://*.portal.example.test", "http://127.0.0.1:*"] },
    });
  }, startTimeout);
  afterAll(() => api?.close());

  it("gives a forged Host no link: the reset is refused and nothing is mailed", async () => {
    const before = (await api.outbox("demo@example.test")).length;
    const forged = await callWithHost(api.url, "/api/login/ResetPassword", "attacker.example", {
      user: "demo",
      isByUser: true,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.information).toContain("REFERENCE_PUBLIC_ORIGINS");
    expect(await api.outbox("demo@example.test")).toHaveLength(before);
  });

  it("builds emailed links and urlApp on the configured origin the request came through", async () => {
    const host = "payroll.portal.example.test";
    const reset = await callWithHost(api.url, "/api/login/ResetPassword", host, {
      user: "demo",
      isByUser: true,
    });
    expect(reset.status).toBe(200);
    const link = (await api.outbox("demo@example.test")).at(-1)?.links[0] ?? "";
    expect(link.startsWith(`https://${host}/changepassword?`)).toBe(true);
    const login = await callWithHost(api.url, "/api/Login", host, {
      user: "demo",
      password: "pwS2dpu+KCUl76HnfnIKTw==",
      appname: "payroll",
      TypeDeviceId: 2,
      tokenCaptcha: "ok",
    });
    const answer = api.read(LoginAnswerSchema, { ...login, headers: new Headers() });
    expect(answer.urlApp?.startsWith(`https://${host}/`)).toBe(true);
  });

  it("matches hosts exactly, subdomains only under a `*.` entry, and ports as written", () => {
    const origins = parsePublicOrigins([
      "https://portal.example.test",
      "https://*.brands.example.test",
      "http://localhost:*",
    ]);
    expect(publicOriginOf("portal.example.test", origins)).toBe("https://portal.example.test");
    expect(publicOriginOf("portal.example.test:443", origins)).toBe("https://portal.example.test:443");
    expect(publicOriginOf("portal.example.test:8443", origins)).toBeUndefined();
    expect(publicOriginOf("evil-portal.example.test", origins)).toBeUndefined();
    expect(publicOriginOf("portal.example.test.evil.example", origins)).toBeUndefined();
    expect(publicOriginOf("co.selfservice.brands.example.test", origins)).toBe(
      "https://co.selfservice.brands.example.test",
    );
    expect(publicOriginOf("brands.example.test", origins)).toBeUndefined();
    expect(publicOriginOf("localhost:5173", origins)).toBe("http://localhost:5173");
    expect(publicOriginOf("localhost:5173/x", origins)).toBeUndefined();
    expect(() => parsePublicOrigins(["portal.example.test"])).toThrow(/REFERENCE_PUBLIC_ORIGINS: expected/);
  });

  it("refuses to start in production without REFERENCE_PUBLIC_ORIGINS, naming it", async () => {
    await expect(startServer({ port: 0, settings: { demo: false, publicOrigins: [] } })).rejects.toThrow(
      /REFERENCE_PUBLIC_ORIGINS: required in production/,
    );
  });
});
