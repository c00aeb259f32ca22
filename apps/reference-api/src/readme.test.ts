import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { LoginAnswerSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiScript, startApiScript, waitForHealth } from "./testing/api-script.ts";
import { freePort } from "./testing/postgres-server.ts";

// Docs that run: the README's Reference API commands, run as written against the API that `pnpm dev` starts.

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Reference API"), readme.indexOf("## What `pnpm test` runs"));
const commands = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => (match[1] ?? "").trim());
const command = (program: string) => {
  const found = commands.find((line) => line.startsWith(program));
  if (!found) throw new Error(`README.md, section Reference API: no \`${program}\` command`);
  return found;
};
const sh = (line: string) => execFileSync("sh", ["-c", line], { encoding: "utf8" });

describe("README: Reference API", () => {
  let dev: ApiScript | undefined;
  afterAll(() => dev?.stop());

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
