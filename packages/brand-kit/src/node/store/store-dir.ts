import { execFileSync } from "node:child_process";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The store a fresh clone publishes to and serves from when BRAND_STORE is not set (ignored by git). */
export const defaultStoreDir = fileURLToPath(new URL("../../../../../.brand-store", import.meta.url));

/**
 * The brand store's folder: BRAND_STORE, relative to where the command was typed (pnpm runs scripts elsewhere
 * and says where in INIT_CWD), else the repository's `.brand-store`.
 */
export function brandStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  const setting = env.BRAND_STORE?.trim();
  if (!setting) return defaultStoreDir;
  return isAbsolute(setting) ? setting : resolve(env.INIT_CWD ?? process.cwd(), setting);
}

/** Who is publishing: the git author's name (GIT_AUTHOR_NAME, else git's user.name), else $USER. */
export function publisherName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GIT_AUTHOR_NAME) return env.GIT_AUTHOR_NAME;
  try {
    const name = execFileSync("git", ["config", "user.name"], { encoding: "utf8", stdio: "pipe" }).trim();
    if (name) return name;
  } catch {
    // no git, or no user.name: $USER below
  }
  return env.USER || env.USERNAME || "unknown";
}
