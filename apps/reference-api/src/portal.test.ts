import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type LiveBrandStore, openLiveBrandStore } from "./brand-store/live-brand-store.ts";
import { log } from "./ops/logger.ts";
import { loginParametersBlock, servePortal } from "./portal-static.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

let api: TestApi;
/** The stand-in build the API serves. */
let portalDist: string;
let brandStore: string;
let store: LiveBrandStore;
beforeAll(async () => {
  // A stand-in for apps/portal/dist: what `pnpm start` serves.
  portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  mkdirSync(join(portalDist, "assets"));
  writeFileSync(
    join(portalDist, "index.html"),
    '<!doctype html><head><title>Portal</title></head><script type="module" src="/assets/App-Xy9.js"></script>',
  );
  writeFileSync(join(portalDist, "assets", "App-Xy9.js"), "export {};");
  // The build's brotli and gzip copies beside it (apps/portal/precompress.ts), told apart here by their text.
  writeFileSync(join(portalDist, "assets", "App-Xy9.js.br"), "brotli");
  writeFileSync(join(portalDist, "assets", "App-Xy9.js.gz"), "gzip");
  // The brand store the pages take their brands from (pnpm brands:publish), one brand per family asked below.
  brandStore = await testBrandStore([
    { key: "suite" },
    { key: "payroll" },
    { key: "selfservice_co", title: 'GSE "Autoservicio" & Colombia' },
    { key: "license", from: "license_certa" },
  ]);
  // The pages of two families (apps/portal/family-pages.ts); the themed family has none in this build.
  mkdirSync(join(portalDist, "pages"));
  for (const family of ["common", "self-service"]) {
    writeFileSync(
      join(portalDist, "pages", `${family}.html`),
      `<!doctype html><head><title>Portal</title></head><script type="module" src="/assets/page-${family}-1.js"></script>`,
    );
  }
  // What the build writes for the logins by family and language (apps/portal/login-preload.ts), cut to one family.
  writeFileSync(
    join(portalDist, "login-preload.json"),
    JSON.stringify({
      first: [],
      pages: {},
      families: { "self-service": ["/assets/self-service-family-1.js"] },
      catalogs: {},
    }),
  );
  store = openLiveBrandStore(brandStore);
  api = await TestApi.start({ portalDist, settings: { brandStore } });
}, startTimeout);
afterAll(async () => {
  store?.close();
  await api?.close();
  rmSync(brandStore, { recursive: true, force: true });
});

/** A request with a chosen Host header, as a browser at http://<host>/ sends it. */
function page(path: string, host: string, method = "GET", headers: Record<string, string> = {}) {
  const { port } = new URL(api.url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    /** The Link headers of 103 Early Hints before the answer. */
    hints: string[];
  }>((resolve, reject) => {
    const hints: string[] = [];
    const req = request(
      { host: "127.0.0.1", port, path, method, headers: { host, ...headers } },
      (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, hints }),
        );
      },
    );
    req.on("information", (info) => {
      if (info.statusCode === 103) hints.push(String(info.headers.link));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The JSON data block of that id in a page, parsed; null when the page has none. */
const dataBlock = (body: string, id: string): ReturnType<typeof JSON.parse> =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body)?.[1] ?? "null",
  );

describe("pnpm start: the portal's production build served by the reference API", () => {
  it("tells the page its application and tenant from the host", async () => {
    const tenant = await page("/", "co.selfservice.localhost:4173");
    expect(tenant.headers).toMatchObject({ "x-application": "selfservice", "x-tenant": "co" });
    const app = await page("/login", "payroll.localhost:4173", "HEAD");
    expect(app.status).toBe(200);
    expect(app.headers["x-application"]).toBe("payroll");
    expect(app.headers["x-tenant"]).toBeUndefined();
    const plain = await page("/", "localhost:4173");
    expect(plain.headers["x-application"]).toBeUndefined();
  });

  it("serves client routes as the SPA's index.html, under a strict CSP with no referrer", async () => {
    const login = await page("/changepassword?abc", "localhost:4173");
    expect(login.body).toContain("/assets/page-common-1.js");
    expect(login.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(login.headers["content-security-policy"]).toContain("connect-src 'self' ws://localhost:4173");
    expect(login.headers["referrer-policy"]).toBe("no-referrer");
    expect(login.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends an asset's brotli or gzip copy to a browser that takes it, as nginx does, the file itself otherwise", async () => {
    const host = "payroll.localhost:4173";
    const brotli = await page("/assets/App-Xy9.js", host, "GET", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli).toMatchObject({ status: 200, body: "brotli" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await page("/assets/App-Xy9.js", host, "GET", { "accept-encoding": "gzip" });
    expect(gzip).toMatchObject({
      body: "gzip",
      headers: expect.objectContaining({ "content-encoding": "gzip" }),
    });
    const plain = await page("/assets/App-Xy9.js", host);
    expect(plain.body).toBe("export {};");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers each host with its brand's family's page, whose entry brings the family's login", async () => {
    const entryOf = async (path: string, host: string) =>
      /<script type="module" src="([^"]+)">/.exec((await page(path, host)).body)?.[1];
    expect(await entryOf("/login", "payroll.localhost:4173")).toBe("/assets/page-common-1.js");
    expect(await entryOf("/resetpassword", "co.selfservice.localhost:4173")).toBe(
      "/assets/page-self-service-1.js",
    );
    // An unknown application gets the default brand's family's; a family the build has no page for, index.html.
    expect(await entryOf("/", "nosuchbrand.localhost:4173")).toBe("/assets/page-common-1.js");
    expect(await entryOf("/login", "license.localhost:4173")).toBe("/assets/App-Xy9.js");
    // Never the plain file: a page without its request's nonce and brand would draw nothing.
    const direct = await page("/pages/common.html", "payroll.localhost:4173");
    expect(direct.body).toContain('<meta property="csp-nonce"');
    expect(direct.body).toContain("<title>GSE Nómina</title>");
  });

  it("names what the host's login needs first (brand, family chunk) in Link headers, and sends no 103 the page could show as its body", async () => {
    const tenant = await page("/login", "co.selfservice.localhost:4173");
    // The brand's revision (its JSON at its immutable address), its family's chunk, its fonts.
    expect(tenant.headers.link).toMatch(
      new RegExp(
        "^</brand-store/revisions/selfservice_co/[0-9a-f]{12}\\.json>; rel=preload; as=fetch; crossorigin, " +
          "</assets/self-service-family-1\\.js>; rel=modulepreload, " +
          "</brand-store/files/[\\w-]+\\.woff2>; rel=preload; as=font; crossorigin",
      ),
    );
    expect(tenant.hints).toEqual([]);
    // A tenant without a brand of its own gets its application's; an unknown application the default brand's.
    expect((await page("/login", "pe.payroll.localhost:4173")).headers.link).toContain(
      "/brand-store/revisions/payroll/",
    );
    expect((await page("/", "nosuchbrand.localhost:4173")).headers.link).toContain(
      "/brand-store/revisions/suite/",
    );
    expect((await page("/assets/App-Xy9.js", "payroll.localhost:4173")).headers.link).toBeUndefined();
  });

  it("writes the host's brand headers into the page as a JSON data block, so the boot asks no HEAD", async () => {
    const block = (body: string) => dataBlock(body, "gse-page-headers");
    expect(block((await page("/login", "co.selfservice.localhost:4173")).body)).toEqual({
      "x-application": "selfservice",
      "x-tenant": "co",
    });
    expect(block((await page("/", "localhost:4173")).body)).toEqual({ "x-application": "", "x-tenant": "" });
  });

  it("writes the login's parameters for the host's application into the page, so the login waits on no call", async () => {
    const block = (body: string) => dataBlock(body, "gse-login-parameters");
    // What GetParametersApp answers the login for the same application.
    const answered = async (application: string) =>
      JSON.parse(
        (
          await page("/api/application/GetParametersApp", "localhost:4173", "GET", {
            appName: application,
            parameterType: "login",
          })
        ).body,
      ).result;
    const payroll = block((await page("/login", "payroll.localhost:4173")).body);
    expect(payroll).toEqual({ application: "payroll", parameters: await answered("payroll") });
    expect(
      payroll.parameters.map((parameter: { parameterCode: string }) => parameter.parameterCode),
    ).toContain("captchaApply");
    // No application in the host: the default application's, as the boot asks for it.
    expect(block((await page("/", "localhost:4173")).body)).toEqual({
      application: "suite",
      parameters: await answered("suite"),
    });
    // An application the API does not have: no block, and the login asks (and reads the refusal) itself.
    expect(block((await page("/login", "nosuchapp.localhost:4173")).body)).toBeNull();
    // A database that cannot answer: the page still goes out, without the block (the boot then asks), and says why.
    const failing = new Hono();
    servePortal(failing, {
      portalDist,
      store,
      loginParameters: async () => {
        throw new Error("connection refused");
      },
    });
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      const answer = await failing.request("/login", { headers: { host: "payroll.localhost" } });
      expect(answer.status).toBe(200);
      expect(block(await answer.text())).toBeNull();
      expect(logged).toHaveBeenCalledWith(
        'portal page: the login parameters of "payroll" could not be read (connection refused); the page goes out without them',
      );
    } finally {
      logged.mockRestore();
    }
    // A value cannot close the tag.
    expect(loginParametersBlock("suite", [{ parameterCode: "</script>", parameterValue: "1" }])).not.toMatch(
      /<\/script>.*<\/script>/,
    );
  });

  it("writes the title the boot will set for the host into the page, so no tab shows another brand's", async () => {
    const title = async (host: string) =>
      /<title>(.*?)<\/title>/.exec((await page("/login", host)).body)?.[1];
    expect(await title("payroll.localhost:4173")).toBe("GSE Nómina");
    // A tenant without a brand of its own: its application's title and the tenant's code, as pageTitle writes it.
    expect(await title("pe.payroll.localhost:4173")).toBe("GSE Nómina · PE");
    expect(await title("co.selfservice.localhost:4173")).toBe("GSE &quot;Autoservicio&quot; &amp; Colombia");
    // An unknown host wears the default brand, and its title.
    expect(await title("nosuchbrand.localhost:4173")).toBe("GSE Suite");
  });

  it("serves hashed assets with their case, and still answers unknown API paths with 404 JSON", async () => {
    const asset = await page("/assets/App-Xy9.js", "localhost:4173");
    expect(asset.body).toBe("export {};");
    const api404 = await page("/api/Nope", "localhost:4173");
    expect(api404.status).toBe(404);
    expect(JSON.parse(api404.body).information).toBe("No route for GET /api/Nope");
  });
});
