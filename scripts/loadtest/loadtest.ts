/**
 * `pnpm loadtest`: nginx with the recipe before two API instances (each `src/main.ts` in a process of its own)
 * on one PostgreSQL server, all on 127.0.0.1, loaded through nginx by autocannon at a fixed concurrency:
 * sign-ins, token validations and users lists one after the other, then a mix of the three while an instance
 * is killed, while PostgreSQL restarts, and while both instances restart one after the other on SIGTERM.
 * Prints one table (docs/operations.md holds a run's). A few minutes in all; stops everything it started.
 *
 * Flags: --connections (8), --seconds a scenario (15), --scrypt-cost (12, as the deploy test's instances: at
 * the production default 17 a sign-in is 32 times the hashing, which a shared 2-core machine cannot serve
 * within a scenario; the note under the table gives both hashes' time), --keep (keep the instances' logs).
 */
import { scryptSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { encrypt, readSettings } from "@gse/reference-api";
import type autocannon from "autocannon";
import { type LoadDeployment, startLoadDeployment, untilIdle } from "./deployment.ts";
import type { ApiProcess } from "./instance.ts";
import { type LoadRun, runLoad } from "./load.ts";
import { failureSummary, failures, formatTable, type Row } from "./table.ts";

const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: "8" },
    seconds: { type: "string", default: "15" },
    "scrypt-cost": { type: "string", default: "12" },
    keep: { type: "boolean", default: false },
  },
});
const numbers = {
  connections: Number(flags.connections),
  seconds: Number(flags.seconds),
  "scrypt-cost": Number(flags["scrypt-cost"]),
};
for (const [name, value] of Object.entries(numbers)) {
  if (!Number.isInteger(value) || value <= 0) {
    console.error(
      `--${name}: expected a whole number greater than 0, got "${flags[name as keyof typeof numbers]}"`,
    );
    process.exit(2);
  }
}
const { connections, seconds, "scrypt-cost": scryptCost } = numbers;

const say = (text: string) => console.error(`loadtest: ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folder = mkdtempSync(join(tmpdir(), "portal-loadtest-"));
let deployment: LoadDeployment | undefined;
const cleanUp = async () => {
  await deployment?.stop();
  if (flags.keep) say(`the instances' logs are in ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
};
// Bounded whatever happens: a run that hangs is stopped, and everything it started with it.
const watchdog = setTimeout(() => {
  say("still running after 12 minutes; stopping everything");
  void cleanUp().finally(() => process.exit(1));
}, 12 * 60_000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
const loadBefore = loadavg()[0] ?? 0;

/** One password hash as the API makes it (N=2^cost, r=8, p=1), in ms of this machine: the median of three. */
function hashMs(cost: number): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    scryptSync("Demo!2026", "loadtest salt", 32, { N: 2 ** cost, r: 8, p: 1, maxmem: 2 ** 31 });
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[1] ?? 0;
}

try {
  say(`starting PostgreSQL, two API instances and nginx (scrypt cost 2^${scryptCost})`);
  deployment = await startLoadDeployment(folder, scryptCost);
  const { url, instances, nginx, postgres } = deployment;
  const [first, second] = instances;

  const password = encrypt("Demo!2026", readSettings(deployment.env).cipher);
  const login = (user: string, appname: string) =>
    fetch(`${url}/api/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user, password, appname, TypeDeviceId: 2 }),
    });
  // demo's session serves the token validations and the users list; the sign-ins use other accounts, so that
  // their single sessions (each sign-in ends the account's older one in that application) never end demo's.
  const admin = (await (await login("demo", "suite")).json()) as { token?: string };
  if (!admin.token) throw new Error("demo did not sign in through nginx");
  const signers: { user: string; appname: string }[] = [];
  for (const user of ["noprivileges.demo", "shared.one", "shared.two"]) {
    for (const appname of ["suite", "payroll", "license"]) {
      if ((await login(user, appname)).status === 200) signers.push({ user, appname });
    }
  }
  if (signers.length === 0) throw new Error("no demo account signed in through nginx");

  let turn = 0;
  const signIn: autocannon.Request = {
    method: "POST",
    path: "/api/Login",
    headers: { "content-type": "application/json" },
    setupRequest: (request) => {
      const signer = signers[turn++ % signers.length];
      return { ...request, body: JSON.stringify({ ...signer, password, TypeDeviceId: 2 }) };
    },
  };
  const validateToken: autocannon.Request = {
    method: "GET",
    path: "/api/login/TokenValidation",
    headers: { user: "demo", token: admin.token, option: "1", currentApp: "suite" },
  };
  const usersList: autocannon.Request = {
    method: "GET",
    path: "/api/user/list",
    headers: { authorization: `Bearer ${admin.token}`, pages: "0,25" },
  };
  const mix = [signIn, validateToken, usersList, validateToken, usersList];

  const rows: Row[] = [];
  const rss = () => instances.map((instance) => instance.rssMb());
  async function measured(scenario: string, load: () => Promise<LoadRun>, notes: (run: LoadRun) => string) {
    await untilIdle(instances);
    say(scenario);
    const before = rss();
    const run = await load();
    const after = rss();
    rows.push({
      scenario,
      connections,
      run,
      rss: before.map((value, index) => [value, after[index]] as const),
      notes: notes(run),
    });
    return run;
  }
  const steady = (request: autocannon.Request) => () =>
    runLoad({ url, connections, seconds, requests: [request] });
  const failedNote = (run: LoadRun) => (failures(run) === 0 ? "" : `failed: ${failureSummary(run)}`);
  const third = (seconds * 1000) / 3;

  await measured("sign-in (POST /api/Login)", steady(signIn), failedNote);
  await measured("token validation (GET TokenValidation)", steady(validateToken), failedNote);
  await measured("users list (GET /api/user/list, 25 a page)", steady(usersList), failedNote);

  // An instance killed mid-run: nginx finds it gone and sends everything to the other; the requests in flight on
  // it fail (nginx retries a GET on the other instance, never a POST it had sent).
  let killed = "";
  await measured(
    "mix; instance 2 killed (SIGKILL)",
    () =>
      runLoad({
        url,
        connections,
        seconds,
        requests: mix,
        during: [{ atMs: third, action: async () => (killed = await second.stop("SIGKILL")) }],
      }),
    (run) =>
      `${killed}; failed: ${failureSummary(run) || "none"} (${connections} requests were in flight in all)`,
  );
  const restarted = await second.start();
  say(`instance 2 ready again in ${restarted.toFixed(1)} s`);

  // PostgreSQL stopped for a few seconds mid-run: calls answer 503 meanwhile; the instances stay up and serve
  // again as soon as it is back.
  let resumed = 0;
  const pgRun = await measured(
    "mix; PostgreSQL restarted (down 3 s)",
    () =>
      runLoad({
        url,
        connections,
        seconds,
        requests: mix,
        during: [
          {
            atMs: third,
            action: async () => {
              await postgres.halt();
              await sleep(3000);
              await postgres.resume();
              resumed = Date.now();
            },
          },
        ],
      }),
    () => "",
  );
  const firstFailure = pgRun.timeline.find((entry) => entry.status < 200 || entry.status >= 300)?.at ?? 0;
  const lastFailure = pgRun.timeline.findLast((entry) => entry.status < 200 || entry.status >= 300)?.at ?? 0;
  const back = pgRun.timeline.find(
    (entry) => entry.at > lastFailure && entry.status < 300 && entry.status >= 200,
  );
  const backAfter = back ? Math.max(0, (pgRun.startedAt + back.at - resumed) / 1000) : undefined;
  const pgRow = rows.pop();
  if (pgRow) {
    rows.push({
      ...pgRow,
      notes:
        `${failureSummary(pgRun) || "no failure"}` +
        `${firstFailure ? ` over ${((lastFailure - firstFailure) / 1000).toFixed(1)} s` : ""}; ` +
        (backAfter === undefined
          ? "no 2xx after the last failure; "
          : `all 2xx from ${backAfter.toFixed(1)} s after PostgreSQL was back; `) +
        (instances.every((instance) => instance.running) ? "no instance exited" : "AN INSTANCE EXITED"),
    });
  }

  // A rolling restart: each instance in turn gets SIGTERM, drains, exits, starts again and is ready before the
  // next; nginx skips the one that is down. No request may fail.
  const endings: string[] = [];
  const restart = async (instance: ApiProcess) => {
    const ended = await instance.stop("SIGTERM");
    const took = await instance.start();
    // Then until nginx sends it calls again: it skips an instance that refused a connection for 10 s
    // (fail_timeout), and with both skipped it would answer 502 to every call.
    const since = nginx.accessLog().length;
    const waited = Date.now();
    const address = `127.0.0.1:${instance.port}`;
    while (
      !nginx
        .accessLog()
        .slice(since)
        .some((line) => line.endsWith(` 200 ${address}`))
    )
      await sleep(250);
    endings.push(
      `${instance.name} ${ended}, ready again in ${took.toFixed(1)} s, called by nginx ` +
        `${((Date.now() - waited) / 1000).toFixed(1)} s later`,
    );
  };
  await measured(
    "mix; rolling restart (SIGTERM 1, then 2)",
    () =>
      runLoad({
        url,
        connections,
        seconds,
        requests: mix,
        during: [
          {
            atMs: 2000,
            action: async () => {
              await restart(first);
              await restart(second);
            },
          },
        ],
      }),
    (run) => `${endings.join("; ")}; failed: ${failureSummary(run) || "none"}`,
  );

  console.log(formatTable(rows));
  const cpu = cpus();
  const [atCost, atOwasp] = [hashMs(scryptCost), hashMs(17)];
  console.log(
    `\n${connections} connections through nginx to 2 instances on 1 PostgreSQL, all on 127.0.0.1, with autocannon ` +
      `in the same machine; scrypt cost 2^${scryptCost}; ${seconds} s a scenario (a fault scenario until 3 s after ` +
      `its fault is over); the mix is 1 sign-in, 2 token validations and 2 users lists in turn on each ` +
      `connection; ${signers.length} account-application pairs sign in in turn. Latencies of 2xx answers. ` +
      `A sign-in hashes one password: ${atCost.toFixed(0)} ms of a core at 2^${scryptCost} here, ` +
      `${atOwasp.toFixed(0)} ms at the production default 2^17 (measured after the run). ` +
      `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
      `Node ${process.version}; load average ${loadBefore.toFixed(1)} at the start, ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
