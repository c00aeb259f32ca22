import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConnectOidcAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, oidcClient, startTimeout, TestApi } from "./testing/api-client.ts";

// Request limits that keep a cross-site form, an oversized body or another client's OIDC code out.

let api: TestApi;
beforeAll(async () => {
  // A stand-in for apps/portal/dist, so page routes exist.
  const portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(join(portalDist, "index.html"), "<!doctype html><title>portal</title>");
  api = await TestApi.start({ portalDist });
}, startTimeout);
afterAll(() => api?.close());

const loginBody = { user: "demo", password: DEMO, appname: "suite", TypeDeviceId: 2, tokenCaptcha: "ok" };

describe("request limits", () => {
  it("refuses a JSON call whose body is not labelled application/json with 415, as a cross-site form sends it", async () => {
    const plain = await fetch(`${api.url}/api/Login`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(loginBody),
    });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { information: string }).information).toContain("application/json");
    expect((await api.post("/api/Login", loginBody)).status).toBe(200);
  });

  it("limits the body on every route, pages included, to 64 KiB", async () => {
    const big = "x".repeat(65 * 1024);
    for (const path of ["/api/Login", "/login", "/dev/outbox"]) {
      const answer = await fetch(`${api.url}${path}`, { method: "POST", body: big });
      expect(answer.status, path).toBe(413);
    }
  });
});

describe("OIDC codes", () => {
  /** Signs `demo` in at the local provider for `appName`; answers the code and the client that asked. */
  async function codeFor(appName: string) {
    const client = oidcClient();
    const connect = await api.get("/api/login/connect-ciam-oidc", { appName, ...client.headers });
    const url = new URL(api.read(ConnectOidcAnswerSchema, connect).result.url);
    url.searchParams.set("user", "demo");
    const redirect = await fetch(url, { redirect: "manual" });
    const code = new URL(redirect.headers.get("location") ?? "").searchParams.get("code") ?? "";
    return { code, client };
  }
  const exchange = (code: string, appName: string, codeVerifier: string) =>
    api.post("/api/login/generate-token-oidc", { code, appName, codeVerifier });

  it("binds a code to the application that asked for it: another application cannot spend it", async () => {
    const { code, client } = await codeFor("selfservice");
    expect(
      api.read(LoginAnswerSchema, await exchange(code, "payroll", client.codeVerifier)).informationCode,
    ).toBe("R21");
    expect(
      api.read(LoginAnswerSchema, await exchange(code, "selfservice", client.codeVerifier)).informationCode,
    ).toBe("A10");
  });

  it("spends a code only with the PKCE verifier of the client that asked for it", async () => {
    const { code, client } = await codeFor("selfservice");
    const other = oidcClient();
    expect(
      api.read(LoginAnswerSchema, await exchange(code, "selfservice", other.codeVerifier)).informationCode,
    ).toBe("R21");
    expect(
      api.read(LoginAnswerSchema, await exchange(code, "selfservice", client.codeVerifier)).informationCode,
    ).toBe("A10");
  });

  it("refuses an authorization without state and an S256 challenge", async () => {
    const answer = await fetch(`${api.url}/dev/oidc/authorize?app=selfservice&user=demo`, {
      redirect: "manual",
    });
    expect(answer.status).toBe(400);
  });
});
