import { DEFAULT_BRAND_KEY, parseBrandKey } from "@gse/brand-kit";
import { checkBrands, defaultBrandsDir, ignoreClosedOutput } from "@gse/brand-kit/node";

/**
 * `pnpm brands:list [--port N]`: every brand folder of brands/ as a Markdown table (key, name, screen family and
 * the address the dev server opens it at), so no page keeps a hand-written copy that a new folder would make
 * stale. A brand with problems is left out and named on stderr, with a non-zero exit.
 */

/**
 * The address a brand opens at on the local servers: `<app>.localhost` names the application,
 * `<tenant>.<app>.localhost` the application and its tenant, plain `localhost` the default brand.
 */
function brandAddress(key: string, port: number): string {
  if (key === DEFAULT_BRAND_KEY) return `http://localhost:${port}`;
  const { application, tenant } = parseBrandKey(key);
  return `http://${tenant ? `${tenant}.` : ""}${application}.localhost:${port}`;
}

function main(args: readonly string[]): number {
  const portArg = args.indexOf("--port") >= 0 ? args[args.indexOf("--port") + 1] : "5173";
  const port = Number(portArg);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`--port: expected a port number, got ${JSON.stringify(portArg)}`);
    return 2;
  }
  const { brands, problems } = checkBrands(defaultBrandsDir);
  const rows = [...brands]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, brand]) => {
      const name = key === DEFAULT_BRAND_KEY ? `${brand.name} (default)` : brand.name;
      return `| \`${key}\` | ${name} | ${brand.family} | ${brandAddress(key, port)} |`;
    });
  process.stdout.write(
    [
      `| brand folder | name | screen family | address (port ${port}) |`,
      "|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
  const broken = new Set(problems.map((problem) => problem.file));
  for (const file of broken) console.error(`${file}: has problems, left out (run pnpm brands:check)`);
  return broken.size === 0 ? 0 : 1;
}

ignoreClosedOutput();
process.exitCode = main(process.argv.slice(2));
