import { isAbsolute, resolve } from "node:path";
import { parseBrandKey } from "@gse/brand-kit";
import { checkBrands, defaultBrandsDir, ignoreClosedOutput } from "@gse/brand-kit/node";
import {
  brandStoreDir,
  DEFAULT_PREVIEW_HOURS,
  history,
  type PublishOutcome,
  publishBrands,
  publisherName,
  readIndex,
  rollbackBrand,
  signPreview,
} from "@gse/brand-kit/store";
import { openLoginRenderer } from "./login-renderer.ts";
import { unregisteredFamilies } from "./src/family-registry.ts";

/**
 * `pnpm brands:publish [key...]`, `pnpm brands:history <key>`, `pnpm brands:rollback <key> [revision]` and
 * `pnpm brands:preview <key>`, on the brand store of BRAND_STORE (docs/brand-store.md). Here rather than in
 * brand-kit because publishing renders each login with the portal's own screens.
 * Exit code 0 when all went through, 1 when a brand was refused or a rollback had nowhere to go, 2 on a usage
 * mistake.
 */
async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const positional = rest.filter((arg, index) => !arg.startsWith("--") && !rest[index - 1]?.startsWith("--"));
  const storeDir = brandStoreDir();
  const brandsDir = pathOption(rest, "--dir") ?? defaultBrandsDir;
  if (command === "publish") return publish(storeDir, brandsDir, positional);
  if (command === "preview" && positional.length === 1) {
    const hours = Number(option(rest, "--hours") ?? DEFAULT_PREVIEW_HOURS);
    if (!(hours > 0)) return usage();
    return preview(storeDir, brandsDir, positional[0] as string, hours, option(rest, "--origin"));
  }
  if (command === "history" && positional.length === 1) return showHistory(storeDir, positional[0] as string);
  if (command === "rollback" && (positional.length === 1 || positional.length === 2)) {
    const [key, revision] = positional as [string, string | undefined];
    try {
      const { from, to } = rollbackBrand(storeDir, key, revision, { by: publisherName(), at: new Date() });
      console.log(`${key} ${to.id} current (was ${from ?? "none"})`);
      return 0;
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    }
  }
  return usage();
}

async function compile(
  storeDir: string,
  brandsDir: string,
  keys: readonly string[],
  draft: boolean,
): Promise<PublishOutcome[]> {
  const checked = checkBrands(brandsDir);
  // A brand whose family the portal does not register is refused here, the schema accepting any family name;
  // the others are published as asked.
  const refused = (keys.length > 0 ? keys : checked.sources.map((source) => source.key)).flatMap((key) => {
    const brand = checked.brands.get(key);
    const problems = brand ? unregisteredFamilies(new Map([[key, brand]])) : [];
    return problems.length > 0 ? [{ key, status: "refused" as const, problems }] : [];
  });
  if (refused.length > 0) {
    const others = (keys.length > 0 ? keys : checked.sources.map((source) => source.key)).filter(
      (key) => !refused.some((outcome) => outcome.key === key),
    );
    return others.length > 0 ? [...(await compile(storeDir, brandsDir, others, draft)), ...refused] : refused;
  }
  // The renderer loads (or builds, once per set of sources) the login page's bundle at its first render only.
  return publishBrands({
    storeDir,
    checked,
    keys,
    by: publisherName(),
    draft,
    renderLogin: openLoginRenderer().render,
  });
}

async function publish(storeDir: string, brandsDir: string, keys: readonly string[]): Promise<number> {
  const outcomes = await compile(storeDir, brandsDir, keys, false);
  const current = readIndex(storeDir).current;
  const said = { published: "new revision", unchanged: "unchanged", "current-again": "current again" };
  for (const outcome of outcomes) {
    if (outcome.status === "refused") {
      for (const line of outcome.problems) console.error(line);
      console.error(
        `${outcome.key}: refused; the current revision stays (${current[outcome.key] ?? "none"})`,
      );
    } else console.log(`${outcome.key} ${outcome.id} (${said[outcome.status]})`);
  }
  const refused = outcomes.filter((outcome) => outcome.status === "refused").length;
  console.log(`${outcomes.length - refused} brands published, ${refused} refused, to ${storeDir}`);
  return refused === 0 ? 0 : 1;
}

async function preview(
  storeDir: string,
  brandsDir: string,
  key: string,
  hours: number,
  origin: string | undefined,
): Promise<number> {
  const [outcome] = await compile(storeDir, brandsDir, [key], true);
  if (!outcome || outcome.status === "refused") {
    for (const line of outcome?.problems ?? []) console.error(line);
    console.error(`${key}: refused; no preview`);
    return 1;
  }
  const token = await signPreview(storeDir, key, outcome.id, hours);
  const link = new URL("/login", previewOrigin(key, origin));
  link.searchParams.set("brand-preview", token);
  const expires = new Date(Date.now() + hours * 3_600_000).toISOString().replace(/\.\d+Z$/, "Z");
  console.log(`${key} ${outcome.id} (draft, not current; the link works until ${expires})`);
  console.log(link.href);
  return 0;
}

/**
 * Where the brand's host is: --origin, else the first wildcard origin of REFERENCE_PUBLIC_ORIGINS with the brand's
 * host in place of the `*`, else `pnpm start`'s (http://<app>.localhost:4173, PORT when set).
 */
function previewOrigin(key: string, origin: string | undefined): string {
  if (origin) return origin;
  const { application, tenant } = parseBrandKey(key);
  const host = tenant ? `${tenant}.${application}` : application;
  const wildcard = (process.env.REFERENCE_PUBLIC_ORIGINS ?? "")
    .split(",")
    .map((item) => item.trim())
    .find((item) => item.includes("://*."));
  if (wildcard) return wildcard.replace("*", host);
  return `http://${host}.localhost:${process.env.PORT || 4173}`;
}

function showHistory(storeDir: string, key: string): number {
  const entries = history(storeDir, key);
  if (entries.length === 0) {
    console.error(`${key}: no revision published (pnpm brands:publish ${key})`);
    return 1;
  }
  for (const entry of entries) {
    console.log(
      `${entry.id}  ${entry.at.replace(/\.\d+Z$/, "Z")}  ${entry.by}${entry.current ? "  current" : ""}`,
    );
  }
  return 0;
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** A folder option, relative to where the command was typed (pnpm runs the script in apps/portal). */
function pathOption(args: readonly string[], name: string): string | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  return isAbsolute(value) ? value : resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

function usage(): number {
  console.error(
    "usage: brands:publish [key...] [--dir <brands>] | brands:history <key> | brands:rollback <key> [revision] |\n" +
      "       brands:preview <key> [--hours 24] [--origin https://<host>] [--dir <brands>]\n" +
      "The store is BRAND_STORE (default .brand-store in the repository).",
  );
  return 2;
}

ignoreClosedOutput();
process.exitCode = await main(process.argv.slice(2));
