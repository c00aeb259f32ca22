import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readSettings } from "@gse/reference-api";

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
  /** The brand store the API instances read (BRAND_STORE): nginx serves its public files. */
  readonly brandStore: string;
}

const template = fileURLToPath(new URL("./portal.conf.template", import.meta.url));

/** The security headers of every page and file, as the API sends them (page-policy.ts, pageHeaders). */
const staticHeaders = [
  `add_header Referrer-Policy "no-referrer" always;`,
  `add_header X-Content-Type-Options "nosniff" always;`,
  `add_header X-Frame-Options "DENY" always;`,
  `add_header Cross-Origin-Opener-Policy "same-origin" always;`,
  `add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;`,
  `add_header Strict-Transport-Security $portal_hsts always;`,
];

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
  if (/[\s;{}'"]/.test(options.brandStore)) {
    throw new Error(
      `BRAND_STORE: expected a folder path without spaces, quotes, ; or braces, got "${options.brandStore}"`,
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
    BRAND_STORE_PUBLIC: resolve(options.brandStore, "public"),
    LISTEN: options.listen,
    SERVER_NAMES: options.serverNames,
    PORTAL_ROOT: resolve(options.portalRoot),
    STATIC_HEADERS: staticHeaders.map((line) => `    ${line}`).join("\n"),
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
  const { headers, brandStore } = readSettings(env);
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
    brandStore,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(renderNginxConfig(nginxOptionsFromEnv()));
}
