import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

// The page's headers: a nonce CSP for styles with no 'unsafe-inline', img-src and font-src limited to the
// brands' origins, no-store on answers that carry tokens, HSTS behind TLS, COOP and Permissions-Policy.

let api: TestApi;
let httpsApi: TestApi;
beforeAll(async () => {
  const portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(
    join(portalDist, "index.html"),
    "<!doctype html><html><head><title>portal</title></head></html>",
  );
  // A published brand whose logo and font come from other origins (https addresses in brand.json).
  const brandStore = await testBrandStore([
    { key: "suite" },
    {
      key: "payroll",
      change: (brand) => ({
        ...brand,
        images: { ...brand.images, logo: "https://cdn.brands.example.test/payroll/logo.svg" },
        fonts: {
          ...brand.fonts,
          body: {
            ...brand.fonts.body,
            faces: brand.fonts.body.faces.map((face) => ({
              ...face,
              file: "https://fonts.brands.example.test/inter.woff2",
            })),
          },
        },
        behaviour: { ...brand.behaviour, purchaseUrl: "https://shop.example.test/payroll" },
      }),
    },
  ]);
  api = await TestApi.start({ portalDist, settings: { brandStore } });
  httpsApi = await TestApi.start({ settings: { publicOrigins: ["https://127.0.0.1:*"] } });
}, startTimeout);
afterAll(async () => {
  await api?.close();
  await httpsApi?.close();
});

const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? "").split("; ").map((part) => [part.split(" ")[0], part]));

describe("page headers", () => {
  it("serves each page with its own style nonce, in the CSP and on the page's csp-nonce meta, and no 'unsafe-inline'", async () => {
    const first = await fetch(`${api.url}/login`);
    const second = await fetch(`${api.url}/login`);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("unsafe-inline");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directives(policy)["style-src"] ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(await first.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(second.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["/", "/index.html", "/users?page=2"])(
    "serves %s as the page with its nonce too (a file server would answer / with the bare index.html)",
    async (path) => {
      const page = await fetch(`${api.url}${path}`);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
      expect(await page.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    },
  );

  it("allows images and fonts only from the origins the built brands use", async () => {
    const policy = directives((await fetch(`${api.url}/login`)).headers.get("content-security-policy"));
    expect(policy["img-src"]).toBe("img-src 'self' data: https://cdn.brands.example.test");
    expect(policy["font-src"]).toBe("font-src 'self' https://fonts.brands.example.test");
  });

  it("marks API answers no-store, and sends COOP and Permissions-Policy", async () => {
    const login = await api.login("demo");
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(login.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(login.headers.get("permissions-policy")).toContain("camera=()");
    expect(login.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the public origin is https (behind TLS)", async () => {
    const answer = await httpsApi.get("/api/application/getVersionApp", { appName: "suite" });
    expect(answer.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
