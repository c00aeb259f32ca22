import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultStoreDir } from "@gse/brand-kit/store";
import { freePort } from "@gse/reference-api";
import { renderNginxConfig } from "./render.ts";

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Debian's nginx running the recipe on a free loopback port, in a temporary folder of its own: what
 * e2e/deploy.spec.ts and `pnpm loadtest` put in front of their API instances.
 */
export interface LocalNginx {
  readonly port: number;
  /** `url("payroll", "/login")` → http://payroll.localhost:PORT/login. */
  url(host?: string, path?: string): string;
  /** The access log: one `<method> <uri> <status> <upstream>` line per finished request. */
  accessLog(): string[];
  /** What nginx said on stderr and in its error log. */
  errorLog(): string;
  stop(): Promise<void>;
}

export interface LocalNginxOptions {
  /** The API instances, host:port each. */
  readonly apiServers: readonly string[];
  /** The portal's build (apps/portal/dist). */
  readonly portalRoot: string;
  /** The brand store whose files nginx serves (BRAND_STORE): the repository's default store unless given. */
  readonly brandStore?: string;
}

/**
 * The main nginx.conf a distribution ships, reduced to what a local run needs (its own prefix, pid and temp
 * folders, in the foreground); the portal's part is the shipped recipe as render.ts writes it.
 */
function mainConfig(folder: string): string {
  return `load_module ${brotliModule};
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${folder}/access.log upstreams;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/portal.conf;
}
`;
}

async function untilAnswering(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url}: nginx did not answer within 30 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts nginx with the recipe before `apiServers`; resolves once a call through it is answered. */
export async function startLocalNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const folder = mkdtempSync(join(tmpdir(), "portal-nginx-"));
  const port = await freePort();
  writeFileSync(
    join(folder, "portal.conf"),
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      serverNames: "localhost .localhost",
      portalRoot: options.portalRoot,
      baseDomain: "localhost",
      apiServers: options.apiServers,
      headers: { application: "x-application", tenant: "x-tenant" },
      brandStore: options.brandStore ?? defaultStoreDir,
    }),
  );
  writeFileSync(join(folder, "nginx.conf"), mainConfig(folder));
  const nginx = spawn("nginx", ["-p", folder, "-c", join(folder, "nginx.conf")], { stdio: "pipe" });
  let output = "";
  nginx.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const errorLog = () => {
    try {
      return output + readFileSync(join(folder, "error.log"), "utf8");
    } catch {
      return output;
    }
  };
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await untilAnswering(`http://127.0.0.1:${port}/api/health`, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    url: (host, path = "/") => `http://${host ? `${host}.` : ""}localhost:${port}${path}`,
    accessLog: () => readFileSync(join(folder, "access.log"), "utf8").split("\n").filter(Boolean),
    errorLog,
    stop,
  };
}
