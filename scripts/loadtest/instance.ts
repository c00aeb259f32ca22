import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const main = fileURLToPath(new URL("../../apps/reference-api/src/main.ts", import.meta.url));

/**
 * One API instance as an operator runs it: `src/main.ts` in a process of its own on a fixed port (nginx's
 * upstream names it), its JSON log appended to a file. Restarted on the same port after a stop.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether the process is still there (a database restart must not end it). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and resolves once GET /health/ready answers 200 (within `withinMs`); answers the seconds it took. */
  async start(withinMs = 120_000): Promise<number> {
    const started = Date.now();
    const log = openSync(this.logFile, "a");
    try {
      this.child = spawn(process.execPath, ["--import", "tsx", main], {
        cwd: root,
        env: { ...this.env, HOST: "127.0.0.1", API_PORT: String(this.port) },
        stdio: ["ignore", log, log],
      });
    } finally {
      closeSync(log);
    }
    const child = this.child;
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`${this.name}: exited with ${child.exitCode} while starting; see ${this.logFile}`);
      }
      const ready = await fetch(`${this.url}/health/ready`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return (Date.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name}: not ready within ${withinMs / 1000} s; see ${this.logFile}`);
  }

  /** Sends `signal` and answers how the process ended: its exit code, or the signal that ended it. */
  async stop(signal: "SIGTERM" | "SIGKILL"): Promise<string> {
    const child = this.child;
    if (!child || !this.running) return "not running";
    const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill(signal);
    const [code, ended] = await exited;
    return code === null ? `${ended}` : `exit ${code}`;
  }

  /** CPU seconds the process has used so far, from /proc (Linux; 100 ticks a second). */
  cpuSeconds(): number {
    if (!this.pid || !this.running) return 0;
    const fields = readFileSync(`/proc/${this.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  /** The resident set size in MB, from /proc (Linux). */
  rssMb(): number | undefined {
    if (!this.pid || !this.running) return undefined;
    const status = readFileSync(`/proc/${this.pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  }
}
