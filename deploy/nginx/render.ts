import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_BRAND_KEY, familyPageFile, parseBrandKey } from "@gse/brand-kit";
import type { CaptchaProviderName } from "@gse/contract";
import { brandAssetOrigins, contentSecurityPolicy, readSettings } from "@gse/reference-api";

/** What the nginx recipe needs to know of a deployment (environment names in docs/deploy.md). */
export interface NginxOptions {
  /** `listen` argument: `80`, `127.0.0.1:8080`, `443 ssl` (PORTAL_LISTEN). */
  readonly listen: string;
  /** `server_name` argument (PORTAL_SERVER_NAMES). */
  readonly serverNames: string;
  /** The portal's build, apps/portal/dist (PORTAL_ROOT). */
  readonly portalRoot: string;
  /** The domain under which <app>. and <tenant>.<app>. name the brands (PORTAL_BASE_DOMAIN). */
  readonly baseDomain: string;
  /** The API instances, host:port each (PORTAL_API_SERVERS, comma-separated). */
  readonly apiServers: readonly string[];
  /** The brand headers' names, as the API is configured (REFERENCE_APPLICATION_HEADER, ..._TENANT_HEADER). */
  readonly headers: { readonly application: string; readonly tenant: string };
  /** The captcha provider the API instances are configured with (REFERENCE_CAPTCHA_PROVIDER): the CSP names its origins. */
  readonly captchaProvider?: CaptchaProviderName;
}

const template = fileURLToPath(new URL("./portal.conf.template", import.meta.url));

const hostPlaceholder = "nginx-host-placeholder";
const noncePlaceholder = "nginx-nonce-placeholder";

/**
 * The page's Content-Security-Policy as the API writes it (page-policy.ts), with nginx's variables where the
 * API puts the request's host and nonce: one policy, two servers.
 */
function nginxPolicy(portalRoot: string, captcha: CaptchaProviderName | undefined): string {
  return contentSecurityPolicy(hostPlaceholder, noncePlaceholder, brandAssetOrigins(portalRoot), captcha)
    .replace(` ws://${hostPlaceholder} wss://${hostPlaceholder}`, "$portal_hub_sources")
    .replace(noncePlaceholder, "$request_id");
}

/** The security headers of every page and file, as the API sends them (page-policy.ts, pageHeaders). */
const staticHeaders = [
  `add_header Referrer-Policy "no-referrer" always;`,
  `add_header X-Content-Type-Options "nosniff" always;`,
  `add_header X-Frame-Options "DENY" always;`,
  `add_header Cross-Origin-Opener-Policy "same-origin" always;`,
  `add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;`,
  `add_header Strict-Transport-Security $portal_hsts always;`,
];

/**
 * A value per built brand key as an nginx map body from "<application>:<tenant>", resolved as the page's brand
 * loader does: the tenant's brand, else the application's, else the default.
 */
function brandMap(values: Readonly<Record<string, string>>, fallback: string): string {
  const lines = [`  default ${values[DEFAULT_BRAND_KEY] ?? fallback};`];
  const keys = Object.keys(values).sort();
  for (const key of keys) {
    const { application, tenant } = parseBrandKey(key);
    if (tenant) lines.push(`  "${application}:${tenant}" ${values[key]};`);
  }
  // After the exact pairs (nginx tries those first): any other tenant of a branded application.
  for (const key of keys) {
    const { application, tenant } = parseBrandKey(key);
    if (!tenant) lines.push(`  "~^${application}:" ${values[key]};`);
  }
  return lines.join("\n");
}

/** The build's preload.json (apps/portal/login-preload.ts): each brand's Link value. */
function preloadMap(portalRoot: string): string {
  const file = resolve(portalRoot, "preload.json");
  const preloads: Record<string, string[]> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const links = Object.fromEntries(
    Object.entries(preloads).map(([key, values]) => [key, `"${values.join(", ")}"`]),
  );
  return brandMap(links, '""');
}

/** The built brands (dist/brands/<key>.json), parsed, by key. */
function builtBrands(portalRoot: string): Map<string, unknown> {
  const dir = resolve(portalRoot, "brands");
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  return new Map(
    files.map((file) => [
      file.slice(0, -".json".length),
      JSON.parse(readFileSync(resolve(dir, file), "utf8")),
    ]),
  );
}

/**
 * Each brand's page: its family's (apps/portal/family-pages.ts, brand-kit familyPageFile), whose entry script
 * brings the family's login with the page's first scripts, else index.html when the build has none for it.
 */
function pageMap(portalRoot: string): string {
  const pages: Record<string, string> = {};
  for (const [key, brand] of builtBrands(portalRoot)) {
    const family = typeof brand === "object" && brand !== null && "family" in brand ? brand.family : "common";
    const page = typeof family === "string" ? familyPageFile(family) : undefined;
    pages[key] = page && existsSync(resolve(portalRoot, page)) ? `/${page}` : "/index.html";
  }
  return brandMap(pages, "/index.html");
}

/** index.html's neutral title (never another brand's), which the page's answer replaces with the host's. */
const NEUTRAL_TITLE = "Portal";

/** A title as an nginx string holding HTML text: `$` would name a variable, `"` and `\\` end or escape the string. */
const nginxTitle = (title: string) =>
  `"${title
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("$", "&#36;")
    .replaceAll("\\", "&#92;")
    .replaceAll('"', "&quot;")}"`;

/**
 * The built brands' titles (dist/brands/<key>.json) as a map from "<application>:<tenant>" to the page's title,
 * the same the API writes (portal-static.ts, titleForHost) except for a tenant without a brand of its own: the
 * API writes "<title> · <TENANT>", which an nginx map cannot upper-case, so this page keeps the neutral title
 * until the boot sets it; never another brand's.
 */
function titleMap(portalRoot: string): string {
  const titles = new Map<string, string>();
  for (const [key, brand] of builtBrands(portalRoot)) {
    if (typeof brand === "object" && brand !== null && "title" in brand && typeof brand.title === "string") {
      titles.set(key, brand.title);
    }
  }
  const lines = [`  default ${nginxTitle(titles.get(DEFAULT_BRAND_KEY) ?? NEUTRAL_TITLE)};`];
  const keys = [...titles.keys()].sort();
  for (const key of keys) {
    const { application, tenant } = parseBrandKey(key);
    const title = nginxTitle(titles.get(key) ?? NEUTRAL_TITLE);
    lines.push(tenant ? `  "${application}:${tenant}" ${title};` : `  "${application}:" ${title};`);
  }
  // After the exact pairs (nginx tries those first): another tenant of a branded application.
  for (const key of keys) {
    const { application, tenant } = parseBrandKey(key);
    if (!tenant) lines.push(`  "~^${application}:" ${nginxTitle(NEUTRAL_TITLE)};`);
  }
  return lines.join("\n");
}

const headerName = /^[a-z][a-z0-9-]*$/;
const serverAddress = /^[a-z0-9.-]+:\d{1,5}$/i;

export function renderNginxConfig(options: NginxOptions): string {
  for (const name of [options.headers.application, options.headers.tenant]) {
    if (!headerName.test(name)) throw new Error(`header name "${name}": expected letters, digits and dashes`);
  }
  if (options.apiServers.length === 0 || !options.apiServers.every((s) => serverAddress.test(s))) {
    throw new Error(
      `PORTAL_API_SERVERS: expected the API instances as host:port, comma-separated, got "${options.apiServers.join(",")}"`,
    );
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(options.baseDomain)) {
    throw new Error(
      `PORTAL_BASE_DOMAIN: expected a domain such as portal.example.com, got "${options.baseDomain}"`,
    );
  }
  const values: Record<string, string> = {
    API_SERVERS: options.apiServers.map((server) => `  server ${server};`).join("\n"),
    BASE_DOMAIN: options.baseDomain,
    BASE_DOMAIN_REGEX: options.baseDomain.replaceAll(".", "\\."),
    PRELOAD_MAP: preloadMap(options.portalRoot),
    PAGE_MAP: pageMap(options.portalRoot),
    TITLE_MAP: titleMap(options.portalRoot),
    NEUTRAL_TITLE,
    LISTEN: options.listen,
    SERVER_NAMES: options.serverNames,
    PORTAL_ROOT: resolve(options.portalRoot),
    STATIC_HEADERS: staticHeaders.map((line) => `    ${line}`).join("\n"),
    CSP: nginxPolicy(options.portalRoot, options.captchaProvider),
    APPLICATION_HEADER: options.headers.application,
    TENANT_HEADER: options.headers.tenant,
  };
  return readFileSync(template, "utf8").replace(/@([A-Z_]+)@/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: unknown placeholder ${whole}`);
    return value;
  });
}

/** The options from the environment, with the defaults of a local try-out (docs/deploy.md). */
export function nginxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): NginxOptions {
  const { headers, captchaProvider } = readSettings(env);
  return {
    listen: env.PORTAL_LISTEN || "8080",
    serverNames: env.PORTAL_SERVER_NAMES || "localhost .localhost",
    portalRoot: env.PORTAL_ROOT || fileURLToPath(new URL("../../apps/portal/dist", import.meta.url)),
    baseDomain: env.PORTAL_BASE_DOMAIN || "localhost",
    apiServers: (env.PORTAL_API_SERVERS || "127.0.0.1:5180")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    headers,
    captchaProvider,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(renderNginxConfig(nginxOptionsFromEnv()));
}
