import { describe, expect, it } from "vitest";
import { loadRuntimeConfig, parseRuntimeConfig } from "./runtime-config.ts";

const referenceConfig = {
  services: { authentication: "", security: "", application: "https://apps.example.test/" },
  hubUrl: "/api/connections/session",
  headers: { application: "x-application", tenant: "x-tenant" },
  cipher: { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" },
  captchaSiteKey: "reference-captcha",
  supportContact: "soporte@gse.example.test",
  redirectAllowlist: ["https://payroll.example.test"],
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("runtime config", () => {
  it("parses the reference deployment's config and trims trailing slashes from service URLs", () => {
    const result = parseRuntimeConfig(referenceConfig);
    expect(result.ok && result.config.services.application).toBe("https://apps.example.test");
  });

  it("names the bad key, what was expected and what came", () => {
    const result = parseRuntimeConfig({
      ...referenceConfig,
      cipher: { ...referenceConfig.cipher, iv: "abc" },
    });
    expect(result).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^\/portal\.config\.json: cipher\.iv: expected .*16 bytes.*, got "abc"$/,
      ),
    });
  });

  it("reads the idle seconds of the signed-in area when given, and leaves them to the default otherwise", () => {
    const given = parseRuntimeConfig({ ...referenceConfig, inactivitySeconds: 300 });
    expect(given.ok && given.config.inactivitySeconds).toBe(300);
    const absent = parseRuntimeConfig(referenceConfig);
    expect(absent.ok && absent.config.inactivitySeconds).toBeUndefined();
    expect(parseRuntimeConfig({ ...referenceConfig, inactivitySeconds: 0 })).toEqual({
      ok: false,
      problem: "/portal.config.json: inactivitySeconds: expected >=1, got 0",
    });
  });

  it("rejects an allowlist entry that is not a bare origin", () => {
    const result = parseRuntimeConfig({ ...referenceConfig, redirectAllowlist: ["https://a.test/path"] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain("redirectAllowlist.0");
  });

  it("reports a missing file by its HTTP status instead of throwing", async () => {
    const result = await loadRuntimeConfig(() => json({}, 404));
    expect(result).toEqual({ ok: false, problem: expect.stringContaining("answered HTTP 404") });
  });

  it("reports an unreachable server and a non-JSON body", async () => {
    expect((await loadRuntimeConfig(() => Promise.reject(new TypeError("offline")))).ok).toBe(false);
    const html = await loadRuntimeConfig(() => Promise.resolve(new Response("<html>")));
    expect(html).toEqual({ ok: false, problem: "/portal.config.json: expected JSON, got something else" });
  });

  it("loads a good file", async () => {
    const result = await loadRuntimeConfig(() => json(referenceConfig));
    expect(result.ok).toBe(true);
  });
});
