import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadBrand } from "../load-brand.ts";
import { brandsPlugin } from "./brands-plugin.ts";
import { defaultBrandsDir } from "./check-brands.ts";

const workDir = mkdtempSync(join(tmpdir(), "gse-brands-dev-"));
const brandsDir = join(workDir, "brands");
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  cpSync(defaultBrandsDir, brandsDir, { recursive: true });
  mkdirSync(join(brandsDir, "broken"));
  writeFileSync(
    join(brandsDir, "broken", "brand.json"),
    JSON.stringify({ extends: "suite", palette: { primary: { main: "red; } body { display:none" } } }),
  );
  mkdirSync(join(workDir, "app"));
  server = await createServer({
    root: join(workDir, "app"),
    configFile: false,
    logLevel: "silent",
    server: { port: 0, host: "127.0.0.1", ws: false },
    plugins: [brandsPlugin({ brandsDir })],
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | undefined;
  origin = `http://127.0.0.1:${address?.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The body of a GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    request({ hostname, port, path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

const devFetch: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init);

describe("the brands plugin on the dev server", () => {
  it("serves one flattened brand at /brands/<key>.json, pointing only at its own chain's files", async () => {
    const response = await fetch(`${origin}/brands/selfservice_co.json`);
    expect(response.headers.get("content-type")).toBe("application/json");
    const text = await response.text();
    const urls = [...text.matchAll(/"(\/brands\/[^"]+)"/g)].map((match) => match[1] ?? "");
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url).toMatch(/^\/brands\/(selfservice_co|selfservice|suite)\//);
    expect(urls.some((url) => url.startsWith("/brands/selfservice_co/"))).toBe(true);
  });

  it("serves a brand's files with their content type, and nothing outside the brand folders", async () => {
    const logo = await fetch(`${origin}/brands/payroll/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect((await fetch(`${origin}/brands/suite/inter-latin-400.woff2`)).headers.get("content-type")).toBe(
      "font/woff2",
    );
    expect((await fetch(`${origin}/brands/nope.json`)).status).toBe(404);
    for (const path of [
      "/brands/suite/../../brands/suite/brand.json",
      "/brands/suite/%2e%2e/payroll/brand.json",
      "/brands/suite/brand.json",
      "/brands/suite/../../../package.json",
    ]) {
      expect(await rawGet(path), path).not.toMatch(/"\$schema"|"name"/);
    }
  });

  it("serves a brand's texts of a language compiled, at the address its brand names, and none where it has none", async () => {
    const payroll = (await (await devFetch("/brands/payroll.json")).json()) as { texts?: unknown };
    expect(payroll.texts).toEqual({ es: "/brands/payroll/texts/es.json" });
    const texts = await devFetch("/brands/payroll/texts/es.json");
    expect(texts.headers.get("content-type")).toBe("application/json");
    expect(await texts.json()).toEqual({ Ingresar: ["Ingresar a Nómina"] });
    expect((await devFetch("/brands/payroll/texts/en.json")).status).toBe(404);
    const invoicing = (await (await devFetch("/brands/invoicing.json")).json()) as { texts?: unknown };
    expect(invoicing.texts).toBeUndefined();
  });

  it("lets loadBrand resolve application and tenant against it", async () => {
    expect((await loadBrand({ application: "SelfService", tenant: "BR", fetch: devFetch })).key).toBe(
      "selfservice_br",
    );
    expect((await loadBrand({ application: "selfservice", tenant: "mx", fetch: devFetch })).key).toBe(
      "selfservice",
    );
    expect((await loadBrand({ application: "unknown", tenant: null, fetch: devFetch })).key).toBe("suite");
  });

  it("serves an invalid brand as written, so the page names its problem and falls back to the default", async () => {
    const report = vi.fn();
    const loaded = await loadBrand({ application: "broken", fetch: devFetch, report });
    expect(loaded.key).toBe("suite");
    expect(report).toHaveBeenCalledWith(
      '/brands/broken.json: palette.primary.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "red; } body { display:none"',
    );
  });

  it("provides virtual:gse-brands with every valid brand for Storybook and tests", async () => {
    const module = (await server.ssrLoadModule("virtual:gse-brands")) as {
      brands: Record<string, { title: string }>;
      brandKeys: string[];
    };
    expect(module.brandKeys).toContain("selfservice_br");
    expect(module.brandKeys).not.toContain("broken");
    expect(module.brands.suite?.title).toBe("GSE Suite");
  });

  it("picks up a brand folder added while it runs", async () => {
    mkdirSync(join(brandsDir, "newcomer"));
    writeFileSync(
      join(brandsDir, "newcomer", "brand.json"),
      JSON.stringify({ extends: "suite", name: "New", title: "New" }),
    );
    await vi.waitFor(
      async () => {
        const response = await fetch(`${origin}/brands/newcomer.json`);
        expect(response.status).toBe(200);
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describe("the brands plugin with the repository as root (Storybook, tests)", () => {
  it("leaves module requests for files under brands/ to Vite", async () => {
    const repoLike = await createServer({
      root: workDir,
      configFile: false,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1", ws: false },
      plugins: [brandsPlugin({ brandsDir })],
    });
    await repoLike.listen();
    const address = repoLike.httpServer?.address() as AddressInfo | undefined;
    try {
      const module = await fetch(`http://127.0.0.1:${address?.port}/brands/suite/brand.json?import`);
      expect(module.status).toBe(200);
      expect(await module.text()).toContain("export default");
    } finally {
      await repoLike.close();
    }
  });
});
