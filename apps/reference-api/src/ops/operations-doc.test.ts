import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../config.ts";
import { startTimeout, TestApi } from "../testing/api-client.ts";
import { parsePrometheusText } from "../testing/prometheus-text.ts";

// Docs that run: docs/operations.md's commands against an API with its metrics port, its settings table held to
// the variables the API reads, its metrics table to the metrics /metrics serves.

const page = readFileSync(new URL("../../../../docs/operations.md", import.meta.url), "utf8");
const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((match) =>
  (match[1] ?? "").split("\n").map((line) => line.trim()),
);
const command = (start: string) => {
  const found = commands.find((line) => line.startsWith(start));
  if (!found) throw new Error(`docs/operations.md: no \`${start}\` command`);
  return found;
};
// Not execFileSync: the API answering the command runs in this process, and must keep its event loop.
const sh = async (line: string) =>
  (await promisify(execFile)("sh", ["-c", line], { encoding: "utf8" })).stdout;

/** The first column's names of the table under `heading` (or of the page's first table). */
function tableNames(after: string, pattern: RegExp): string[] {
  const start = page.indexOf(after);
  const lines = page.slice(start).split("\n");
  const table = lines.slice(lines.findIndex((line) => line.startsWith("| "))).filter((line, index, all) => {
    const end = all.findIndex((candidate) => !candidate.startsWith("|"));
    return line.startsWith("| `") && (end < 0 || index < end);
  });
  return table.flatMap((line) =>
    [...(line.split("|")[1] ?? "").matchAll(pattern)].map((match) => match[1] ?? ""),
  );
}

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start({ settings: { metricsPort: 0 } });
}, startTimeout);
afterAll(() => api?.close());

describe("docs/operations.md", () => {
  it("names settings the API reads, each of them", () => {
    const documented = tableNames("# Operations", /`([A-Z][A-Z_]+)`/g);
    expect(documented).toEqual([
      "REFERENCE_LOG_LEVEL",
      "REFERENCE_METRICS_PORT",
      "REFERENCE_METRICS_HOST",
      "REFERENCE_SHUTDOWN_SECONDS",
      "REFERENCE_TRUSTED_PROXIES",
    ]);
    const read = new Set<string>();
    readSettings(
      new Proxy({} as NodeJS.ProcessEnv, {
        get: (_, name) => {
          if (typeof name === "string") read.add(name);
          return undefined;
        },
      }),
    );
    expect(documented.filter((name) => !read.has(name))).toEqual([]);
  });

  it("answers the readiness curl with the body shown", async () => {
    const shown = page.match(/```json\n\s*(\{"status":"ready".*\})\n/)?.[1] ?? "";
    const answered = await sh(
      command("curl -s http://127.0.0.1:5180/health/ready").replace(":5180", `:${new URL(api.url).port}`),
    );
    expect(JSON.parse(answered)).toEqual(JSON.parse(shown));
  });

  it("shows a sign-in counted by the metrics curl, and lists every metric of the API in its table", async () => {
    expect((await api.login("demo")).status).toBe(200);
    const metricsPort = new URL(api.server.metricsUrl ?? "").port;
    const counted = await sh(
      command("curl -s http://127.0.0.1:9464/metrics").replace(":9464", `:${metricsPort}`),
    );
    expect(counted).toContain('portal_sign_ins_total{code="A10"} 1');

    const served = parsePrometheusText(await (await fetch(api.server.metricsUrl ?? "")).text())
      .map((family) => family.name)
      .filter((name) => name.startsWith("portal_"));
    const documented = tableNames("## Metrics", /`(portal_[a-z_]+)`/g);
    expect([...documented].sort()).toEqual([...served].sort());
  });
});
