import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Docs that run: the README is a landing page whose command list is package.json's, script for script.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
};
const section = (title: string) => {
  const start = readme.indexOf(`## ${title}\n`);
  if (start < 0) throw new Error(`README.md: no "## ${title}" section`);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
};

describe("README.md", () => {
  it("stays a landing page: at most 150 lines, each topic on its docs/ page", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("opens with the two commands of a fresh machine: one runs the portal, one runs every test", () => {
    const [first] = readme.match(/```sh\n[\s\S]*?```/) ?? [];
    const commands = (first ?? "").split("\n").filter((line) => line.startsWith("npm "));
    expect(commands.map((line) => line.replace(/\s+#.*$/, ""))).toEqual([
      "npm i -g pnpm@10 && pnpm install && pnpm dev",
      "npm i -g pnpm@10 && pnpm install && pnpm test",
    ]);
  });

  it("lists every script of package.json under Commands, one line each, and no other", () => {
    const listed = [...section("Commands").matchAll(/^- `pnpm ([a-z0-9:-]+)/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(Object.keys(scripts).sort());
  });
});
