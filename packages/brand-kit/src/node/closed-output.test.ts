import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const helper = fileURLToPath(new URL("./closed-output.ts", import.meta.url));

/** A command that prints 2000 lines then says it finished, its output's reader gone before the first line. */
function printIntoClosedPipe(ignoring: boolean): Promise<{ code: number | null; stderr: string }> {
  const script = [
    ignoring
      ? `const { ignoreClosedOutput } = await import(${JSON.stringify(helper)}); ignoreClosedOutput();`
      : "",
    'for (let line = 0; line < 2000; line++) console.log("revision " + line);',
    "await new Promise((resolve) => setTimeout(resolve, 50));",
    'process.stderr.write("finished");',
  ].join("\n");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("a command whose output's reader has gone (piped into head)", () => {
  it("finishes its work and exits 0, with nothing on stderr but its own words", async () => {
    expect(await printIntoClosedPipe(true)).toEqual({ code: 0, stderr: "finished" });
  });

  it("crashes on EPIPE without it (the case this guards)", async () => {
    const { code, stderr } = await printIntoClosedPipe(false);
    expect(code).toBe(1);
    expect(stderr).toContain("EPIPE");
  });
});
