import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LoginAnswerSchema } from "@gse/contract";
import {
  encrypt,
  hostRuleCases,
  pageHeadersBlock,
  type RunningServer,
  readSettings,
} from "@gse/reference-api";
import * as v from "valibot";
import { apiLogin, expect, signIn, test } from "./fixtures.ts";
import { type Deployment, deploymentLoginsPerAddress, startDeployment } from "./nginx-deploy.ts";

// The nginx recipe (deploy/nginx) with Debian's nginx, in front of two API instances on one
// PostgreSQL server. The build must exist (`pnpm build`), with its precompressed files.

let deployment: Deployment;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = await startDeployment();
});
test.afterAll(async () => {
  await deployment?.stop();
});

/** A GET through nginx with the Host header given (the browser's fetch cannot choose it). */
function get(
  path: string,
  host: string,
  headers: Record<string, string> = {},
  port = deployment.port,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}

/** The same GET straight to an API instance (not through nginx), with the Host header given. */
async function direct(instance: RunningServer | undefined, path: string, host: string) {
  const answer = await get(path, host, {}, Number(new URL(instance?.url ?? "").port));
  return {
    status: answer.status,
    headers: new Headers(answer.headers as Record<string, string>),
    body: answer.body.toString("utf8"),
  };
}

/** The page's data block of that id, as text. */
const block = (body: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body)?.[1];

test("maps every host of the rule's table to the brand headers, and answers with the page the API writes for it", async () => {
  const [first] = deployment.instances;
  const names = readSettings({}).headers;
  for (const { host, brand } of hostRuleCases) {
    const answer = await get("/login", host);
    const headers = { application: answer.headers["x-application"], tenant: answer.headers["x-tenant"] };
    expect({ host, ...JSON.parse(JSON.stringify(headers)) }).toEqual({ host, ...brand });
    // The page nginx answers is the API's for the host: the same revision, Link header, title and entry.
    const body = answer.body.toString("utf8");
    const api = await direct(first, "/login", host.replace(/:\d+$/, ""));
    // A host on none of the API's public origins is refused by the API, behind nginx as without it.
    expect({ host, status: answer.status }).toEqual({ host, status: api.status });
    if (api.status !== 200) continue;
    expect({ host, link: answer.headers.link }).toEqual({ host, link: api.headers.get("link") ?? undefined });
    expect({ host, block: body.includes(pageHeadersBlock(brand, names)) }).toEqual({ host, block: true });
    expect({ host, revision: block(body, "gse-brand-revision") }).toEqual({
      host,
      revision: block(api.body, "gse-brand-revision"),
    });
    const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
    expect({ host, title: title(body) }).toEqual({ host, title: title(api.body) });
    // The page of the brand's family (dist/pages/<family>.html): its entry is the first script of its links,
    // after the submit hold where the server drew the login (docs/server-drawn-login.md).
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(body)?.[1];
    const hold = /<script type="module" async crossorigin src="([^"]+)">/.exec(body)?.[1];
    const firstScript = String(answer.headers.link)
      .split(", ")
      .filter((link) => link.endsWith("rel=modulepreload"))
      .map((link) => link.replace(/^<([^>]*)>.*$/, "$1"))
      .find((script) => script !== hold);
    expect({ host, entry }).toEqual({ host, entry: firstScript });
  }
  // The submit hold of the login the server drew (a few hundred bytes), then the runtime config (in before the
  // page's scripts have run), the login's font faces among them (preloaded through nginx too), payroll's Nunito
  // from the brand store.
  const links = String((await get("/login", "payroll.localhost")).headers.link).split(", ");
  expect(links.slice(0, 2)).toEqual([
    expect.stringMatching(/^<\/assets\/submit-hold-[\w-]+\.js>; rel=modulepreload$/),
    "</portal.config.json>; rel=preload; as=fetch; crossorigin",
  ]);
  expect(links.filter((link) => link.includes("rel=preload; as=font"))).toEqual([
    expect.stringMatching(
      /^<\/brand-store\/files\/nunito-latin-400-[\w-]+\.woff2>; rel=preload; as=font; crossorigin$/,
    ),
    expect.stringMatching(
      /^<\/brand-store\/files\/nunito-latin-700-[\w-]+\.woff2>; rel=preload; as=font; crossorigin$/,
    ),
  ]);
  const entryOf = async (host: string) =>
    /<script type="module" crossorigin src="([^"]+)">/.exec((await get("/login", host)).body.toString())?.[1];
  expect(await entryOf("co.selfservice.localhost")).toMatch(/^\/assets\/page-self-service-/);
  expect(await entryOf("certa.license.localhost")).toMatch(/^\/assets\/page-themed-/);
  expect(await entryOf("nosuchbrand.localhost")).toMatch(/^\/assets\/page-common-/);
  // Never a plain file: the family pages without this request's nonce would draw nothing.
  expect((await get("/pages/common.html", "payroll.localhost")).body.toString()).toContain(
    'property="csp-nonce"',
  );
  const titleOf = async (host: string) =>
    /<title>(.*?)<\/title>/.exec((await get("/login", host)).body.toString())?.[1];
  expect(await titleOf("payroll.localhost")).toBe("GSE Nómina");
  expect(await titleOf("pe.payroll.localhost")).toBe("GSE Nómina · PE");
  expect(await titleOf("nosuchbrand.localhost")).toBe("GSE Suite");
  expect((await get("/login", "pe.payroll.localhost")).headers.link).toContain(
    "</brand-store/revisions/payroll/",
  );
  expect((await get("/login", "co.selfservice.localhost")).headers.link).toContain(
    "</brand-store/revisions/selfservice_co/",
  );
  // The brand store's files come from nginx, cached for a year.
  const font = links.find((link) => link.includes("as=font"))?.replace(/^<([^>]*)>.*$/, "$1") ?? "";
  const file = await get(font, "payroll.localhost");
  expect(file.status).toBe(200);
  expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(
    deployment
      .accessLog()
      .filter((line) => line.startsWith(`GET ${font} 200 `))
      .at(-1)
      ?.split(" ")[3],
  ).toBe("-");
});

test("serves a brand published by a command on one machine from both instances and nginx within 5 s, and its rollback", async () => {
  test.setTimeout(180_000);
  const brandsDir = mkdtempSync(join(tmpdir(), "deploy-brands-"));
  try {
    cpSync(new URL("../brands", import.meta.url), brandsDir, { recursive: true });
    const file = join(brandsDir, "payroll", "brand.json");
    writeFileSync(file, readFileSync(file, "utf8").replaceAll('"GSE Nómina"', '"GSE Nómina Viva"'));
    const env = { ...process.env, BRAND_STORE: deployment.brandStore };
    const cli = (...args: string[]) =>
      spawnSync("pnpm", ["--silent", ...args], {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        env,
        encoding: "utf8",
      });
    const published = cli("brands:publish", "payroll", "--dir", brandsDir);
    expect(published.status, published.stderr).toBe(0);
    const everywhere = async (title: string) => {
      const titles = async () =>
        Promise.all([
          ...deployment.instances.map(
            async (instance) =>
              /<title>(.*?)<\/title>/.exec((await direct(instance, "/login", "payroll.localhost")).body)?.[1],
          ),
          get("/login", "payroll.localhost").then(
            (answer) => /<title>(.*?)<\/title>/.exec(answer.body.toString())?.[1],
          ),
        ]);
      await expect.poll(titles, { timeout: 5_000, intervals: [200] }).toEqual([title, title, title]);
    };
    await everywhere("GSE Nómina Viva");
    const rolledBack = cli("brands:rollback", "payroll");
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    await everywhere("GSE Nómina");
  } finally {
    rmSync(brandsDir, { recursive: true, force: true });
  }
});

test("dresses the login in the host's brand: an application, a tenant, and an unknown name", async ({
  page,
}) => {
  const brandOf = () => page.locator("style[data-gse-brand]").first().getAttribute("data-gse-brand");
  await page.goto(deployment.url("payroll", "/login"));
  await expect(page).toHaveTitle("GSE Nómina");
  await expect(page.getByRole("button", { name: "Ingresar" })).toHaveCSS(
    "background-color",
    "rgb(179, 71, 0)",
  );
  await page.goto(deployment.url("co.selfservice", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar", exact: true })).toBeVisible();
  expect(await brandOf()).toBe("selfservice_co");
  await page.goto(deployment.url("nosuchbrand", "/login"));
  await expect(page).toHaveTitle("GSE Suite");
  expect(await brandOf()).toBe("suite");
});

test("signs demo in through nginx and lands on the console", async ({ page }) => {
  await page.goto(deployment.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(deployment.url("payroll", "/users"));
  await expect(page.getByRole("navigation", { name: "Menú lateral" })).toContainText("Versión 1.8.0");
  // A protected route reloaded: the SPA fallback answers it with the page.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Menú lateral" })).toBeVisible();
});

test("locks after exactly three failures when 50 wrong passwords arrive at once over both instances", async () => {
  const before = deployment.accessLog().length;
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      apiLogin(`http://127.0.0.1:${deployment.port}`, "shared.two", "Wrong!2026"),
    ),
  );
  const codes = await Promise.all(
    answers.map(async (answer) => v.parse(LoginAnswerSchema, await answer.json()).informationCode),
  );
  expect(codes.filter((code) => code === "R11")).toHaveLength(2);
  expect(codes.filter((code) => code === "R13")).toHaveLength(48);
  const upstreams = new Set(
    deployment
      .accessLog()
      .slice(before)
      .filter((line) => line.startsWith("POST /api/Login "))
      .map((line) => line.split(" ")[3]),
  );
  expect(upstreams.size).toBe(2);
});

/** A wrong password for a made-up user, sent through nginx from `address` (Linux answers all of 127/8). */
function wrongPasswordFrom(address: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({
    user: `nobody.${Math.random().toString(36).slice(2)}`,
    password: encrypt("Wrong!2026", readSettings({}).cipher),
    appname: "suite",
    TypeDeviceId: 2,
  });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: "127.0.0.1",
        port: deployment.port,
        localAddress: address,
        method: "POST",
        path: "/api/Login",
        headers: { host: `localhost:${deployment.port}`, "content-type": "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

test("throttles wrong passwords per client address behind nginx, and a forged X-Forwarded-For gains nothing", async () => {
  // The instances trust nginx's address (REFERENCE_TRUSTED_PROXIES) and take the client from the address nginx
  // appends to X-Forwarded-For: 127.0.0.2 spends its own allowance, not everyone's.
  const statuses: number[] = [];
  for (let batch = 0; batch < deploymentLoginsPerAddress / 10; batch++) {
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => wrongPasswordFrom("127.0.0.2")))));
  }
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  expect(await wrongPasswordFrom("127.0.0.2")).toBe(429);
  // Claiming to be another client (or to come through another proxy) changes nothing: nginx appends the real
  // address, the right-most, and that is the one taken.
  expect(await wrongPasswordFrom("127.0.0.2", { "x-forwarded-for": "127.0.0.3" })).toBe(429);
  expect(await wrongPasswordFrom("127.0.0.2", { "x-forwarded-for": "203.0.113.9, 127.0.0.1" })).toBe(429);
  // Another address is still answered; naming the throttled one does not get it throttled either.
  expect(await wrongPasswordFrom("127.0.0.3")).toBe(400);
  expect(await wrongPasswordFrom("127.0.0.3", { "x-forwarded-for": "127.0.0.2" })).toBe(400);
});

test("tells a page whose hub is on one instance that a sign-in on the other took its session over", async ({
  page,
}) => {
  // nginx places the hub's WebSocket round robin; the instance that holds the page's connection is asked, and the
  // new sign-in goes to the other one (a signer chosen blindly was on the hub's instance in every round of a CI run).
  await page.goto(deployment.url("payroll", "/login"));
  const bound = page.waitForResponse((response) => /validatesession/i.test(response.url()) && response.ok());
  await signIn(page, "demo");
  await expect(page).toHaveURL(deployment.url("payroll", "/users"));
  const connectionId = (await bound).request().headers().connectionid ?? "";
  const holders = deployment.instances.filter((instance) => instance.holdsHubConnection(connectionId));
  expect(holders, `the instance holding hub connection ${connectionId}`).toHaveLength(1);
  const [hubInstance] = holders;
  const signer = deployment.instances.find((instance) => instance !== hubInstance);

  expect((await apiLogin(signer?.url ?? "", "demo", "Demo!2026", "payroll")).ok).toBe(true);
  const notice = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(notice).toContainText("Se inició sesión con tu usuario en otro dispositivo o navegador.");

  // nginx's own record agrees: the hub's line (written when its WebSocket closes) names the holder's address.
  const hubLines = () =>
    deployment.accessLog().filter((line) => line.startsWith("GET /api/connections/session 101 "));
  const before = hubLines().length;
  await page.close();
  await expect.poll(() => hubLines().length).toBeGreaterThan(before);
  expect(hubLines().at(-1)?.split(" ")[3]).toBe(new URL(hubInstance?.url ?? "").host);
});

test("sends the page, an asset and the config with the API's security headers and the right caching", async () => {
  const host = `payroll.localhost:${deployment.port}`;
  const page = await get("/users", host);
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toMatch(/^text\/html/);
  expect(page.headers["cache-control"]).toBe("no-store");
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(page.body.toString())?.[1];
  // The API writes the page behind nginx too: its nonce, 16 random bytes in base64.
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

  // The same policy and headers as the API's own server (`pnpm start`), up to the request's nonce.
  const [first] = deployment.instances;
  const node = await fetch(`${first?.url}/users`);
  const nodeNonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await node.text())?.[1] ?? "";
  const nodeHost = new URL(first?.url ?? "").host;
  const securityHeaders = [
    "content-security-policy",
    "referrer-policy",
    "x-content-type-options",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
  ];
  for (const name of securityHeaders) {
    const ours = String(page.headers[name])
      .replace(nonce ?? "", "NONCE")
      .replaceAll(host, "HOST");
    const theirs = (node.headers.get(name) ?? "").replace(nodeNonce, "NONCE").replaceAll(nodeHost, "HOST");
    expect({ name, value: ours }).toEqual({ name, value: theirs });
  }
  expect(page.headers["strict-transport-security"]).toBeUndefined();

  // Payroll's page is the common family's (dist/pages/common.html): its entry brings the family's login along.
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(page.body.toString())?.[1] ?? "";
  expect(entry).toMatch(/^\/assets\/page-common-.+\.js$/);
  // The biggest of its scripts (React, the SDK), which the build precompresses.
  const script =
    /<link rel="modulepreload" crossorigin href="(\/assets\/boot-[^"]+\.js)">/.exec(
      page.body.toString(),
    )?.[1] ?? "";
  expect(script).toMatch(/^\/assets\/boot-.+\.js$/);
  const brotli = await get(script, host, { "accept-encoding": "gzip, deflate, br" });
  expect(brotli.status).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["content-type"]).toMatch(/javascript/);
  expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  const gzip = await get(script, host, { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  const plain = await get(script, host);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(brotli.body.length);

  const config = await get("/portal.config.json", host);
  expect(config.status).toBe(200);
  expect(config.headers["content-type"]).toMatch(/json/);
  expect(config.headers["cache-control"]).toBe("no-store");
  expect((await get("/index.html", host)).headers["cache-control"]).toBe("no-store");
});

// Last in the file: it shuts one of the two instances down.
test("moves a signed-in page's hub to the other instance when its own shuts down gracefully (SIGTERM)", async ({
  page,
}) => {
  const validated = () =>
    page.waitForResponse((response) => /validatesession/i.test(response.url()) && response.ok());
  const connectionOf = async (answer: Promise<{ request(): { headers(): Record<string, string> } }>) =>
    (await answer).request().headers().connectionid ?? "";
  await page.goto(deployment.url("payroll", "/login"));
  const bound = validated();
  await signIn(page, "demo");
  await expect(page).toHaveURL(deployment.url("payroll", "/users"));
  const first = await connectionOf(bound);
  const holder = deployment.instances.find((instance) => instance.holdsHubConnection(first));
  const other = deployment.instances.find((instance) => instance !== holder);
  if (!holder || !other) throw new Error(`hub connection ${first}: no instance holds it`);

  // The holder closes the page's hub connection saying it may reconnect; SignalR's automatic reconnect goes
  // through nginx, which finds the holder gone and sends it to the other, where the page binds its session again.
  const rebound = validated();
  await holder.shutdown();
  const second = await connectionOf(rebound);
  expect(other.holdsHubConnection(second)).toBe(true);

  // The page still hears its session's notices there.
  expect((await apiLogin(other.url, "demo", "Demo!2026", "payroll")).ok).toBe(true);
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText(
    "Se inició sesión con tu usuario en otro dispositivo o navegador.",
  );
});
