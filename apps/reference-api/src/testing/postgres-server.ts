import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL server for tests: Debian's `postgresql` package (`apt-get install -y postgresql`),
 * a fresh cluster in a temporary folder, on 127.0.0.1 and a free port, removed again by stop().
 */
export interface PostgresServer {
  /** The server's `postgres` database: for administration, not for an API. */
  readonly url: string;
  /** A new empty database on this server, so each API under test starts from its own seed. */
  createDatabase(): Promise<string>;
  /** Stops the server as an operator's restart does (fast shutdown: clients disconnected), keeping its data. */
  halt(): Promise<void>;
  /** Starts the halted server again, on the same port with the same data; resolves once it takes connections. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Debian installs each major version under /usr/lib/postgresql/<major>/bin; the newest wins. */
export function postgresBinaries(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => existsSync(join(root, entry, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(
      `${root}/*/bin/postgres: not found; install Debian's PostgreSQL server (apt-get install -y postgresql)`,
    );
  }
  return join(root, majors[0], "bin");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root, the server runs as Debian's `postgres` user (setpriv execs, so
 * the child's pid is the server's own and a signal reaches it directly).
 */
function asServerUser(command: string, args: readonly string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, [...args]];
  return ["setpriv", ["--reuid=postgres", "--regid=postgres", "--clear-groups", command, ...args]];
}

function serverUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        throw new Error(`postgres did not accept connections within 60 s (${String(error)}):\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), "reference-api-postgres-"));
  const data = join(folder, "data");
  const ids = serverUserIds();
  if (ids) chownSync(folder, ids.uid, ids.gid);
  const [initdb, initArgs] = asServerUser(
    join(bin, "initdb"),
    [
      ["-D", data],
      ["-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    ].flat(),
  );
  execFileSync(initdb, initArgs, { stdio: "pipe" });

  const port = await freePort();
  // A test cluster: durability traded for speed (the folder is deleted afterwards anyway).
  const [postgres, args] = asServerUser(
    join(bin, "postgres"),
    [
      ["-D", data, "-p", String(port), "-k", folder, "-c", "listen_addresses=127.0.0.1"],
      ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      ["-c", "max_connections=300"],
    ].flat(),
  );
  let output = "";
  let server: ChildProcess | undefined;
  const launch = () => {
    const started = spawn(postgres, args, { stdio: ["ignore", "pipe", "pipe"] });
    started.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    started.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    server = started;
    return started;
  };
  const killOnExit = () => server?.kill("SIGKILL");
  process.once("exit", killOnExit);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const halt = async () => {
    const running = server;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGINT"); // fast shutdown: disconnects clients, no checkpoint wait worth having
      await exited;
    }
  };
  const stop = async () => {
    process.off("exit", killOnExit);
    await halt();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, launch(), () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    createDatabase: () => createDatabase(url),
    halt,
    resume: async () => {
      await halt();
      await waitUntilReady(url, launch(), () => output);
    },
    stop,
  };
}

let created = 0;

/**
 * A new database on the server at `serverUrl` (its `postgres` database): empty, or a copy of the database
 * `template` names (no one may be connected to it meanwhile); answers its URL.
 */
export async function createDatabase(serverUrl: string, template?: string): Promise<string> {
  created += 1;
  const name = `api_${process.pid}_${created}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
