import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConnectOidcAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, startTimeout, TestApi } from "./testing/api-client.ts";

// Issue 19, "headers and limits" and the OIDC code's binding.

let api: TestApi;
beforeAll(async () => {
  // A stand-in for apps/portal/dist, so page routes exist.
  const portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(join(portalDist, "index.html"), "<!doctype html><title>portal</title>");
  api = await TestApi.start({ portalDist });
}, startTimeout);
afterAll(() => api?.close());

const loginBody = { user: "demo", password: DEMO, appname: "suite", TypeDeviceId: 2, tokenCaptcha: "ok" };

describe("request limits (issue 19)", () => {
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

describe("OIDC codes (issue 19)", () => {
  it("binds a code to the application that asked for it: another application cannot spend it", async () => {
    const connect = await api.get("/api/login/connect-ciam-oidc", { appName: "selfservice" });
    const url = new URL(api.read(ConnectOidcAnswerSchema, connect).result.url);
    url.searchParams.set("user", "demo");
    const redirect = await fetch(url, { redirect: "manual" });
    const code = new URL(redirect.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const exchange = (appName: string) => api.post("/api/login/generate-token-oidc", { code, appName });
    expect(api.read(LoginAnswerSchema, await exchange("payroll")).informationCode).toBe("R21");
    expect(api.read(LoginAnswerSchema, await exchange("selfservice")).informationCode).toBe("A10");
  });
});
