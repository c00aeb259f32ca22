import { formatProblem } from "../problems.ts";
import { BRAND_SCHEMA_FILE, syncBrandJsonSchema } from "./brand-json-schema.ts";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { ignoreClosedOutput } from "./closed-output.ts";
import { inheritedHueWarnings } from "./inherited-hue-warnings.ts";
import { outlineBrands } from "./outline-brands.ts";
import { scaffoldBrand } from "./scaffold-brand.ts";

/**
 * `pnpm brands:check [--write-schema]`, `pnpm brand:new <key> [--extends <key>]` and
 * `pnpm brands:outline [key...]`.
 * Exit code 0 when every brand is valid, 1 when a brand has problems, 2 on a usage mistake.
 */
function main(argv: readonly string[]): number {
  const [command, ...rest] = argv;
  const dir = option(rest, "--dir") ?? defaultBrandsDir;
  if (command === "check") return check(dir, rest.includes("--write-schema"));
  if (command === "outline") {
    const keys = rest.filter((arg, index) => !arg.startsWith("--") && !rest[index - 1]?.startsWith("--"));
    const changed = outlineBrands(dir, keys);
    console.log(`${changed.length} SVG files outlined${changed.length > 0 ? `: ${changed.join(", ")}` : ""}`);
    return check(dir, false);
  }
  if (command === "new") {
    const key = rest.find((arg, index) => !arg.startsWith("--") && !rest[index - 1]?.startsWith("--"));
    if (!key) return usage();
    const result = scaffoldBrand(dir, key, option(rest, "--extends"));
    if (!result.ok) {
      console.error(result.message);
      return 2;
    }
    console.log(
      [
        `Created ${result.folder}: edit brand.json and the artwork, then run pnpm brands:check.`,
        `Its own wording, if any, goes in ${result.folder}/texts/<language>.json (es, en, pt): each catalog`,
        "message's Spanish source text to the brand's wording in that language, its placeholders kept, plain",
        'text only, e.g. texts/es.json: { "Ingresar": "Ingresar a Nómina" }. A language without a file keeps',
        "the parent brand's wording, else the catalog's. See docs/add-a-brand.md.",
      ].join("\n"),
    );
    return check(dir, false);
  }
  return usage();
}

function check(dir: string, writeSchema: boolean): number {
  const schemaFresh = syncBrandJsonSchema(dir, writeSchema);
  const { brands, problems } = checkBrands(dir);
  for (const problem of problems) console.error(formatProblem(problem));
  if (!schemaFresh) {
    console.error(
      `brands/${BRAND_SCHEMA_FILE}: $: expected the JSON Schema generated from the brand schema, got a stale ` +
        "copy (run pnpm brands:check --write-schema)",
    );
  }
  const warnings = inheritedHueWarnings(dir);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  // A brand's problems may be in its brand.json and its texts files: counted once, by folder.
  const failed = new Set(
    problems.map((problem) =>
      problem.file
        .split("/")
        .slice(0, -1)
        .join("/")
        .replace(/\/texts$/, ""),
    ),
  ).size;
  const warned = warnings.length > 0 ? `, ${warnings.length} warnings` : "";
  console.log(`${brands.size} brands valid, ${failed} with problems${warned}`);
  return problems.length === 0 && schemaFresh ? 0 : 1;
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function usage(): number {
  console.error(
    "usage: brands:check [--write-schema] | brand:new <key> [--extends <key>] | brands:outline [key...]",
  );
  return 2;
}

ignoreClosedOutput();
process.exitCode = main(process.argv.slice(2));
