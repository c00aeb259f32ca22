import { suiteBrand } from "@gse/brand-kit";
import { createEarlyFetch, defineFamily, type EarlyFetch, screenComponent } from "@gse/sdk";
import { referenceConfig } from "@gse/sdk/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BootErrorScreen } from "./BootErrorScreen.tsx";
import { bootPortal, LOGIN_PARAMETERS_GRACE_MS } from "./boot.ts";

const family = defineFamily({ name: "common", screens: {} });
const Login = () => null;
const Layout = () => null;

function fakeServer(routes: Record<string, () => Response>) {
  const seen: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://payroll.localhost:5173");
    seen.push(`${init?.method ?? "GET"} ${url.pathname}`);
    return (
      routes[`${init?.method ?? "GET"} ${url.pathname}`]?.() ?? new Response("not found", { status: 404 })
    );
  };
  return { fetch, seen };
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

const warnings: string[] = [];
const boot = (fetch: typeof globalThis.fetch, page = "/login", early?: EarlyFetch) =>
  bootPortal({
    fetch,
    ...(early && { early }),
    warn: (message) => warnings.push(message),
    pageUrl: `http://payroll.localhost:5173${page}`,
    document,
    localStorage: window.localStorage,
    families: { common: async () => family },
  });

describe("portal boot", () => {
  it("names the missing runtime config instead of showing a blank page", async () => {
    const result = await boot(fakeServer({}).fetch);
    expect(result).toEqual({
      ok: false,
      problem: "/portal.config.json: answered HTTP 404; the deployment must publish it",
    });
    render(<BootErrorScreen problem={result.ok ? "" : result.problem} />);
    expect(screen.getByRole("alert").textContent).toContain("/portal.config.json: answered HTTP 404");
  });

  it("names the bad key of an invalid runtime config", async () => {
    const { fetch } = fakeServer({
      "GET /portal.config.json": () => json({ ...referenceConfig, hubUrl: 7 }),
    });
    expect(await boot(fetch)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^\/portal\.config\.json: hubUrl: expected string, got 7$/),
    });
  });

  it("asks for config and page headers together, then the header's brand, falling back to the default", async () => {
    const { fetch, seen } = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    const result = await boot(fetch);
    expect(seen.slice(0, 2).sort()).toEqual(["GET /portal.config.json", "HEAD /login"]);
    expect(seen.slice(2)).toEqual(["GET /brands/payroll.json", "GET /brands/suite.json"]);
    // An application without a brand of its own is served as the default application (spec §1).
    expect(result).toMatchObject({
      ok: true,
      brandKey: "suite",
      application: "suite",
      language: "es",
      family,
    });
    expect(document.title).toBe("GSE Suite");
    expect(document.documentElement.lang).toBe("es");
  });

  it("marks the page with the scheme the calling application passes, and keeps it for the tab's next screens", async () => {
    const { fetch } = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "suite" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    window.sessionStorage.clear();
    const withSession = (page: string) =>
      bootPortal({
        fetch,
        pageUrl: `http://payroll.localhost:5173${page}`,
        document,
        localStorage: window.localStorage,
        sessionStorage: window.sessionStorage,
        families: { common: async () => family },
      });
    expect(await withSession("/login?color_scheme=dark")).toMatchObject({ ok: true, colorScheme: "dark" });
    expect(document.documentElement.dataset.colorScheme).toBe("dark");
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute("content")).toBe("dark");
    expect(await withSession("/login")).toMatchObject({ ok: true, colorScheme: "dark" });
    window.sessionStorage.clear();
    expect(await withSession("/login")).toMatchObject({ ok: true, colorScheme: undefined });
    expect(document.documentElement.dataset.colorScheme).toBeUndefined();
  });

  it("warns once, naming the host and the default brand, when the host's application has no brand", async () => {
    warnings.length = 0;
    const unknown = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    await boot(unknown.fetch);
    expect(warnings).toEqual([
      'portal: host "payroll.localhost:5173": x-application "payroll" names no brand folder; showing the default ' +
        'brand "suite" (map the host to an application in the server\'s host rule, or add the brand folder)',
    ]);
    warnings.length = 0;
    const noHeader = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    await boot(noHeader.fetch);
    expect(warnings).toEqual([
      expect.stringContaining('the server sent no x-application header; showing the default brand "suite"'),
    ]);
    warnings.length = 0;
    const suite = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "suite" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    await boot(suite.fetch);
    expect(warnings).toEqual([]);
  });

  it("names the brand's default tenant in the calls when the host names none, the host's tenant otherwise", async () => {
    const licence = { ...suiteBrand, behaviour: { ...suiteBrand.behaviour, defaultTenant: "certa" } };
    const routes = (tenant?: string) => ({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () =>
        new Response(null, {
          headers: { "x-application": "payroll", ...(tenant ? { "x-tenant": tenant } : {}) },
        }),
      "GET /brands/payroll.json": () => json(licence),
      "GET /brands/payroll_certb.json": () => json(licence),
    });
    expect(await boot(fakeServer(routes()).fetch)).toMatchObject({
      ok: true,
      brandKey: "payroll",
      tenant: "certa",
    });
    expect(await boot(fakeServer(routes("certb")).fetch)).toMatchObject({ ok: true, tenant: "certb" });
  });

  it("starts the login's parameters beside the brand once config and headers are known, for the login only", async () => {
    const routes = {
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "Payroll" } }),
      "HEAD /resetpassword": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
      "GET /api/application/GetParametersApp": () => json({ responseCode: 200, result: [] }),
    };
    const login = fakeServer(routes);
    const early = createEarlyFetch(login.fetch);
    await boot(login.fetch, "/login", early);
    expect(login.seen.slice(2, 4)).toEqual([
      "GET /api/application/GetParametersApp",
      "GET /brands/payroll.json",
    ]);

    // The login's own request, as the SDK sends it, takes that answer instead of asking again.
    const url = "http://payroll.localhost:5173/api/application/GetParametersApp";
    await early.fetch(url, { headers: { appName: "payroll", parameterType: "login" } });
    expect(login.seen.filter((request) => request.includes("GetParametersApp"))).toHaveLength(1);

    const reset = fakeServer(routes);
    await boot(reset.fetch, "/resetpassword", createEarlyFetch(reset.fetch));
    expect(reset.seen.filter((request) => request.includes("GetParametersApp"))).toEqual([]);
  });

  it("hands the login its parameters when their answer is in by the end of the boot: the form draws at once", async () => {
    const captchaApply = { parameterCode: "captchaApply", parameterValue: '{"type":"boolean","value":true}' };
    const routes = (parameters: () => Response) => ({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/payroll.json": () => json(suiteBrand),
      "GET /api/application/GetParametersApp": parameters,
    });
    const answered = fakeServer(routes(() => json({ responseCode: 200, result: [captchaApply] })));
    expect(await boot(answered.fetch, "/login", createEarlyFetch(answered.fetch))).toMatchObject({
      ok: true,
      application: "payroll",
      loginParameters: [captchaApply],
    });

    // A refusal is the login's own request's to read (it takes the early answer): nothing handed over.
    const refused = fakeServer(routes(() => new Response("{}", { status: 500 })));
    const early = createEarlyFetch(refused.fetch);
    expect(await boot(refused.fetch, "/login", early)).toMatchObject({
      ok: true,
      loginParameters: undefined,
    });
    const url = "http://payroll.localhost:5173/api/application/GetParametersApp";
    const taken = await early.fetch(url, { headers: { appName: "payroll", parameterType: "login" } });
    expect(taken.status).toBe(500);
    expect(await taken.text()).toBe("{}");
    expect(refused.seen.filter((request) => request.includes("GetParametersApp"))).toHaveLength(1);
  });

  it("takes the login's parameters the server wrote into the page: no call to wait on", async () => {
    const captchaApply = { parameterCode: "captchaApply", parameterValue: '{"type":"boolean","value":true}' };
    const routes = {
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/payroll.json": () => json(suiteBrand),
      "GET /api/application/GetParametersApp": () => json({ responseCode: 200, result: [] }),
    };
    const asked = (server: ReturnType<typeof fakeServer>) =>
      server.seen.filter((request) => request.includes("GetParametersApp"));
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "gse-login-parameters";
    document.head.append(block);
    try {
      block.textContent = JSON.stringify({ application: "payroll", parameters: [captchaApply] });
      const written = fakeServer(routes);
      expect(await boot(written.fetch, "/login", createEarlyFetch(written.fetch))).toMatchObject({
        ok: true,
        application: "payroll",
        loginParameters: [captchaApply],
      });
      expect(asked(written)).toEqual([]);

      // Written for another application, or not that block at all: asked for, as without it.
      for (const text of [
        JSON.stringify({ application: "suite", parameters: [captchaApply] }),
        JSON.stringify({ application: "payroll" }),
        "{",
      ]) {
        block.textContent = text;
        const other = fakeServer(routes);
        expect(await boot(other.fetch, "/login", createEarlyFetch(other.fetch))).toMatchObject({
          ok: true,
          loginParameters: [],
        });
        expect(asked(other)).toHaveLength(1);
      }
    } finally {
      block.remove();
    }
  });

  it("trusts the server's first-paint stylesheet only on a page it drew, from the revision the page names", async () => {
    const revision = { key: "payroll", revision: "r7", url: "/brand-store/revisions/payroll/r7.json" };
    const routes = {
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brand-store/revisions/payroll/r7.json": () => json(suiteBrand),
      "GET /brands/payroll.json": () => json(suiteBrand),
    };
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "gse-brand-revision";
    block.textContent = JSON.stringify(revision);
    const drawnCss = ":root{--drawn-by:the-server}";
    // Only the styles the boot and this test add are removed after each boot: the files of a worker share one
    // document, and styled-components keeps writing into its own style element, detached if it were removed.
    const before = new Set(document.head.querySelectorAll("style"));
    const bootWith = async (serverDrawn: boolean, revisionFile = true) => {
      const style = document.createElement("style");
      style.setAttribute("data-gse-first-paint", "");
      style.textContent = drawnCss;
      document.head.append(style);
      const server = fakeServer(
        revisionFile
          ? routes
          : {
              ...routes,
              "GET /brand-store/revisions/payroll/r7.json": () => new Response("", { status: 404 }),
            },
      );
      await bootPortal({
        fetch: server.fetch,
        warn: () => {},
        pageUrl: "http://payroll.localhost:5173/login",
        document,
        localStorage: window.localStorage,
        serverDrawn,
        families: { common: async () => family },
      });
      const owned = document.head.querySelector("style[data-gse-brand]")?.textContent;
      for (const element of document.head.querySelectorAll("style"))
        if (!before.has(element)) element.remove();
      return owned;
    };
    document.head.append(block);
    try {
      expect(await bootWith(true)).toBe(drawnCss);
      // A page the browser draws, or a brand that is not the page's revision: the stylesheet is generated.
      expect(await bootWith(false)).not.toBe(drawnCss);
      expect(await bootWith(true, false)).not.toBe(drawnCss);
    } finally {
      block.remove();
    }
  });

  it("hands over no parameters asked for an application the page does not end up serving", async () => {
    // The host names payroll, which has no brand here: the page serves the default brand, suite.
    const { fetch } = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "payroll" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
      "GET /api/application/GetParametersApp": () => json({ responseCode: 200, result: [] }),
    });
    expect(await boot(fetch, "/login", createEarlyFetch(fetch))).toMatchObject({
      ok: true,
      application: "suite",
      loginParameters: undefined,
    });
  });

  it("resolves with the route's screen and the family's layout in: the first render draws them, not a fallback", async () => {
    // Slower than everything else the boot waits for: only a boot that waits for it has it in.
    const loginScreen = () =>
      new Promise<{ default: typeof Login }>((resolve) => setTimeout(() => resolve({ default: Login }), 50));
    const withScreens = defineFamily({
      name: "common",
      layout: async () => ({ default: Layout }),
      screens: { login: loginScreen },
    });
    const { fetch } = fakeServer({
      "GET /portal.config.json": () => json(referenceConfig),
      "HEAD /login": () => new Response(null, { headers: { "x-application": "suite" } }),
      "GET /brands/suite.json": () => json(suiteBrand),
    });
    const booted = await bootPortal({
      fetch,
      pageUrl: "http://localhost:5173/login",
      document,
      localStorage: window.localStorage,
      families: { common: async () => withScreens },
    });
    expect(booted.ok).toBe(true);
    // The components themselves, not lazy wrappers that would suspend on their first render.
    expect(screenComponent(loginScreen)).toEqual({ Component: Login, suspends: false });
  });

  it("waits for the login's parameters a moment once the rest is in, and no longer", async () => {
    const answeringAfter = (ms: number): typeof globalThis.fetch => {
      const { fetch } = fakeServer({
        "GET /portal.config.json": () => json(referenceConfig),
        "HEAD /login": () => new Response(null, { headers: { "x-application": "suite" } }),
        "GET /brands/suite.json": () => json(suiteBrand),
      });
      return async (input, init) =>
        String(input).includes("GetParametersApp")
          ? new Promise((resolve) => setTimeout(() => resolve(json({ responseCode: 200, result: [] })), ms))
          : fetch(input, init);
    };
    // On its way: a moment later than the rest, within the grace.
    const soon = answeringAfter(LOGIN_PARAMETERS_GRACE_MS / 3);
    expect(await boot(soon, "/login", createEarlyFetch(soon))).toMatchObject({
      ok: true,
      loginParameters: [],
    });
    // Far off: the boot goes on without it after the grace, and the login asks for it itself.
    const far = answeringAfter(LOGIN_PARAMETERS_GRACE_MS * 10);
    const started = performance.now();
    expect(await boot(far, "/login", createEarlyFetch(far))).toMatchObject({
      ok: true,
      loginParameters: undefined,
    });
    expect(performance.now() - started).toBeLessThan(LOGIN_PARAMETERS_GRACE_MS * 5);
  });
});
