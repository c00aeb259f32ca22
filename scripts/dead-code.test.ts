import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Every source file under `folders` (TypeScript and the tool configs), as path and text. */
function sources(folders: readonly string[]): { file: string; text: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.includes("node_modules"))
      .map((file) => ({ file: `${folder}/${file}`, text: read(`${folder}/${file}`) })),
  );
}

const workspaceFolders = [
  ...["packages", "apps", "examples"].flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`),
  ),
];
const everySource = [
  ...sources([...workspaceFolders, "scripts", "e2e", "bench", ".storybook"]),
  ...["vitest.workspace.ts", "playwright.config.ts"].map((file) => ({ file, text: read(file) })),
];

describe("no dead code in the workspace's entries", () => {
  // The portal's package entry exported App, bootPortal and createPortalRouter, which nothing imported.
  it.each(workspaceFolders)("every entry %s exports is imported from outside it", (folder) => {
    const manifest = JSON.parse(read(`${folder}/package.json`)) as {
      name: string;
      exports?: Record<string, string>;
    };
    const unused = Object.keys(manifest.exports ?? {})
      .map((entry) => (entry === "." ? manifest.name : `${manifest.name}${entry.slice(1)}`))
      .filter((specifier) => {
        // A subpath pattern ("./login/*") counts when some import fills it in.
        const used = specifier.includes("*")
          ? new RegExp(`"${specifier.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace("*", '[^"]+')}"`)
          : undefined;
        return !everySource.some(
          ({ file, text }) =>
            !file.startsWith(`${folder}/`) && (used ? used.test(text) : text.includes(`"${specifier}"`)),
        );
      });
    expect(unused).toEqual([]);
  });

  // The portal's context carried the application, which no screen or overlay read.
  it("every field of the portal's context is read by a component of the portal", () => {
    const context = read("apps/portal/src/routing/portal-context.tsx");
    const body = /interface PortalContextValue \{([^}]*)\}/.exec(context)?.[1] ?? "";
    const fields = [...body.matchAll(/readonly (\w+):/g)].map((match) => match[1]);
    const reads = sources(["apps/portal/src"])
      .flatMap(({ text }) => [...text.matchAll(/const \{([^}]*)\} = usePortal\(\)/g)])
      .flatMap((match) => (match[1] ?? "").split(",").map((name) => name.trim()));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !reads.includes(field ?? ""))).toEqual([]);
  });
});
