import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const repoRoot = join(import.meta.dirname, "..", "..");

/**
 * What the login's markup is made from: the packages a login renders with and the portal's own sources (their
 * tests and stories aside), the component-id transform, and the lockfile (React's, styled-components' and
 * Lingui's versions).
 */
const sources = [
  "packages/brand-kit/src",
  "packages/contract/src",
  "packages/sdk/src",
  "packages/components/src",
  "apps/portal/src",
  "apps/portal/styled-component-ids.ts",
  "pnpm-lock.yaml",
];

const notSource = /\.(test|stories)\.tsx?$|\.(browser|grid)\.test\.tsx?$|-snapshots$|__screenshots__$/;

function files(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => !notSource.test(entry.name))
      .flatMap((entry) => (entry.isDirectory() ? files(join(path, entry.name)) : [join(path, entry.name)]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return [path];
    throw error;
  }
}

/**
 * A hash of everything a login's markup comes from, the same for the portal's build (written to
 * drawn-login.json) and for publishing's render of each brand's login (kept in the revision): the page server
 * sends a revision's drawn login only to pages of a build with the same fingerprint, since the browser hydrates
 * that HTML with its own components, and markup drawn by other ones (another class name, a text since changed)
 * would not be theirs. `pnpm build` builds and publishes from one checkout; a build alone stales the drawn logins
 * until the next publish, and the pages go out without them meanwhile.
 */
export function loginRenderFingerprint(root = repoRoot): string {
  const hash = createHash("sha256");
  const all = sources.flatMap((source) => files(join(root, source)));
  for (const file of all.map((path) => relative(root, path).replaceAll("\\", "/")).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}
