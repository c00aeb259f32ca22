import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { LoginAnswerSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { readSettings } from "./config.ts";
import { type ApiScript, startApiScript, waitForHealth } from "./testing/api-script.ts";
import { freePort } from "./testing/postgres-server.ts";

// Docs that run: docs/reference-api.md's commands, run as written against the API that `pnpm dev` starts, and its
// settings table held to the variables the API reads.

const page = readFileSync(new URL("../../../docs/reference-api.md", import.meta.url), "utf8");
const commands = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => (match[1] ?? "").trim());
const command = (program: string) => {
  const found = commands.find((line) => line.startsWith(program));
  if (!found) throw new Error(`docs/reference-api.md: no \`${program}\` command`);
  return found;
};
const sh = (line: string) => execFileSync("sh", ["-c", line], { encoding: "utf8" });

/** The variables named in the first column of the page's settings table. */
const documented = new Set(
  page
    .slice(page.indexOf("## Settings"))
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) =>
      [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1]),
    ),
);

/** Every variable the API reads: readSettings' reads, recorded whatever the values, and the server's own. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const recording = (values: Record<string, string>) =>
    new Proxy(values, {
      get: (target, name) => {
        if (typeof name === "string") read.add(name);
        return typeof name === "string" ? target[name] : undefined;
      },
    });
  readSettings(recording({}));
  // The administrator's email is read only once a user and password are set.
  readSettings(recording({ REFERENCE_ADMIN_USER: "admin", REFERENCE_ADMIN_PASSWORD: "secret" }));
  // The sender is read only once a mail server is set.
  readSettings(recording({ SMTP_URL: "smtp://mail.example.com:587" }));
  const main = readFileSync(new URL("./main.ts", import.meta.url), "utf8");
  for (const [, name = ""] of main.matchAll(/process\.env\.([A-Z_]+)/g)) read.add(name);
  return read;
}

describe("docs/reference-api.md", () => {
  let dev: ApiScript | undefined;
  afterAll(() => dev?.stop());

  it("names every environment variable the API reads in its settings table, and no other", () => {
    expect([...documented].sort()).toEqual([...variablesRead()].sort());
  });

  it("encrypts the documented password with openssl as the portal does", () => {
    expect(sh(command("printf")).trim()).toBe("pwS2dpu+KCUl76HnfnIKTw==");
  });

  it("signs demo in with the documented curl against `pnpm dev`", async () => {
    const port = await freePort();
    dev = startApiScript("dev", { ...process.env, API_PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}`, "pnpm dev", 60_000);
    const answer = v.parse(LoginAnswerSchema, JSON.parse(sh(command("curl").replace(":5180", `:${port}`))));
    expect(answer).toMatchObject({ informationCode: "A10", urlApp: `http://127.0.0.1:${port}/users` });
  }, 90_000);
});
