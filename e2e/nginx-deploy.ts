import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultStoreDir } from "@gse/brand-kit/store";
import { createDatabase, freePort, type RunningServer, startPostgres, startServer } from "@gse/reference-api";
import { renderNginxConfig } from "../deploy/nginx/render.ts";

const portalDist = fileURLToPath(new URL("../apps/portal/dist", import.meta.url));
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Debian's nginx with the shipped recipe, in front of two API instances on one PostgreSQL server. */
export interface Deployment {
  /** `url("payroll", "/login")` → http://payroll.localhost:PORT/login, through nginx. */
  url(host?: string, path?: string): string;
  readonly port: number;
  /** The API instances, reached directly (not through nginx). */
  readonly instances: readonly RunningServer[];
  /** The brand store every instance and nginx read (a copy of the one `pnpm build` published). */
  readonly brandStore: string;
  /** The access log: one `<method> <uri> <status> <upstream>` line per finished request. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * The main nginx.conf a distribution ships, reduced to what a test needs (its own prefix, pid and temp folders,
 * in the foreground); the portal's part is the shipped recipe as deploy/nginx/render.ts writes it.
 */
function mainConfig(folder: string): string {
  return `load_module ${brotliModule};
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
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

export async function startDeployment(): Promise<Deployment> {
  const postgres = await startPostgres();
  const stops: (() => Promise<void>)[] = [() => postgres.stop()];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const database = await createDatabase(postgres.url);
    // One secret for both, as every instance of a deployment needs (REFERENCE_JWT_SECRET). A cheaper scrypt (as
    // in the API's tests) keeps 50 parallel logins within seconds on a busy machine; the lock outlasts them.
    const folder = mkdtempSync(join(tmpdir(), "portal-nginx-"));
    stops.unshift(async () => rmSync(folder, { recursive: true, force: true }));
    // One brand store for all: both instances write pages from it, nginx serves its files.
    const brandStore = join(folder, "brand-store");
    cpSync(defaultStoreDir, brandStore, { recursive: true });
    const settings = {
      brandStore,
      demo: true,
      lockSeconds: 300,
      scryptCost: 12,
      jwtSecret: new TextEncoder().encode("deploy spec"),
    };
    // Each serves the portal (`pnpm start`): nginx asks any of them for a page.
    const first = await startServer({ port: 0, database, portalDist, settings });
    stops.push(() => first.close());
    const second = await startServer({ port: 0, database, portalDist, settings });
    stops.push(() => second.close());

    const port = await freePort();
    writeFileSync(
      join(folder, "portal.conf"),
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        serverNames: "localhost .localhost",
        portalRoot: portalDist,
        baseDomain: "localhost",
        apiServers: [first, second].map((server) => new URL(server.url).host),
        headers: { application: "x-application", tenant: "x-tenant" },
        brandStore,
      }),
    );
    writeFileSync(join(folder, "nginx.conf"), mainConfig(folder));
    const nginx = spawn("nginx", ["-p", folder, "-c", join(folder, "nginx.conf")], { stdio: "pipe" });
    let output = "";
    nginx.stderr.on("data", (chunk) => {
      output += chunk;
    });
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    });
    const errorLog = () => {
      try {
        return output + readFileSync(join(folder, "error.log"), "utf8");
      } catch {
        return output;
      }
    };
    await untilAnswering(`http://127.0.0.1:${port}/api/health`, errorLog);
    return {
      port,
      url: (host, path = "/") => `http://${host ? `${host}.` : ""}localhost:${port}${path}`,
      instances: [first, second],
      brandStore,
      accessLog: () => readFileSync(join(folder, "access.log"), "utf8").split("\n").filter(Boolean),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
