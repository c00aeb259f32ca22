import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultStoreDir } from "@gse/brand-kit/store";
import { expect, openPortal, type Portal, test } from "./fixtures.ts";

// The brand store's promise, through the real server, the real commands and a real browser: a brand added, published,
// edited, published again, rolled back and previewed while the portal runs, with no build and no restart. The
// commands run as an integrator types them, on a copy of the brands folder and a copy of the store `pnpm build`
// published, so nothing here touches the repository's own.

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
let work: string;
let brandsDir: string;
let store: string;
let portal: Portal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), "brand-store-e2e-"));
  brandsDir = join(work, "brands");
  store = join(work, "store");
  cpSync(join(repoRoot, "brands"), brandsDir, { recursive: true });
  cpSync(defaultStoreDir, store, { recursive: true });
  portal = await openPortal({ brandStore: store });
});
test.afterAll(async () => {
  await portal?.server.close();
  rmSync(work, { recursive: true, force: true });
});

/** A root script as a person runs it in another shell: its exit code and what it printed. */
function pnpm(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["--silent", ...args], {
      cwd: repoRoot,
      env: { ...process.env, BRAND_STORE: store, GIT_AUTHOR_NAME: "Integradora" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const acmeFile = () => join(brandsDir, "acme", "brand.json");
function setPrimary(main: string): void {
  const brand = JSON.parse(readFileSync(acmeFile(), "utf8")) as Record<string, unknown>;
  brand.palette = { primary: { light: "#7aa2f7", main, dark: "#0b1f4d" } };
  writeFileSync(acmeFile(), `${JSON.stringify(brand, null, 2)}\n`);
}

/** The revision id `brands:publish` printed for acme. */
const revisionIn = (stdout: string) => /^acme ([0-9a-f]{12}) /m.exec(stdout)?.[1] ?? "";

const BLUE = { hex: "#1d4ed8", rgb: "rgb(29, 78, 216)" };
const TEAL = { hex: "#0f766e", rgb: "rgb(15, 118, 110)" };

test("a brand added, published, edited, rolled back and previewed while the portal runs, each served within 5 seconds", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const button = page.getByRole("button", { name: "Ingresar" });
  /** The acme host's login, loaded again until its button wears `rgb` (at most 5 s after the command). */
  const servedWithin5s = async (rgb: string) => {
    await expect
      .poll(
        async () => {
          await page.goto(portal.url("acme", "/login"));
          return button.evaluate((element) => getComputedStyle(element).backgroundColor);
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(rgb);
  };

  // Before: acme.localhost wears the default brand.
  await page.goto(portal.url("acme", "/login"));
  await expect(page).toHaveTitle("GSE Suite");

  const created = await pnpm("brand:new", "acme", "--dir", brandsDir);
  expect(created.code, created.stderr).toBe(0);
  setPrimary(BLUE.hex);
  const first = await pnpm("brands:publish", "acme", "--dir", brandsDir);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/^acme [0-9a-f]{12} \(new revision\)$/m);
  await servedWithin5s(BLUE.rgb);
  await expect(page).toHaveTitle("Acme");

  setPrimary(TEAL.hex);
  const second = await pnpm("brands:publish", "acme", "--dir", brandsDir);
  expect(second.code, second.stderr).toBe(0);
  await servedWithin5s(TEAL.rgb);

  const history = await pnpm("brands:history", "acme");
  expect(history.code, history.stderr).toBe(0);
  expect(history.stdout.trim().split("\n")).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${revisionIn(second.stdout)}  \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ  Integradora  current$`,
      ),
    ),
    expect.stringMatching(
      new RegExp(`^${revisionIn(first.stdout)}  \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ  Integradora$`),
    ),
  ]);

  const rolledBack = await pnpm("brands:rollback", "acme");
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain(
    `acme ${revisionIn(first.stdout)} current (was ${revisionIn(second.stdout)})`,
  );
  await servedWithin5s(BLUE.rgb);

  // A broken edit is refused whole, with the check's own line, and the current revision keeps serving.
  setPrimary("red; }");
  const refused = await pnpm("brands:publish", "acme", "--dir", brandsDir);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'brands/acme/brand.json: palette.primary.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "red; }"',
  );
  expect(refused.stderr).toContain(`acme: refused; the current revision stays (${revisionIn(first.stdout)})`);
  await page.goto(portal.url("acme", "/login"));
  await expect(button).toHaveCSS("background-color", BLUE.rgb);

  // A preview of the teal edit: the real portal in that draft for whoever holds the link, marked, and no one else.
  setPrimary(TEAL.hex);
  const preview = await pnpm(
    "brands:preview",
    "acme",
    "--dir",
    brandsDir,
    "--origin",
    portal.url("acme", "/"),
  );
  expect(preview.code, preview.stderr).toBe(0);
  const link = /^http:\/\/\S+brand-preview=\S+$/m.exec(preview.stdout)?.[0] ?? "";
  const viewer = await browser.newContext();
  const previewPage = await viewer.newPage();
  await previewPage.goto(link);
  await expect(previewPage).toHaveURL(portal.url("acme", "/login"));
  await expect(previewPage.getByRole("button", { name: "Ingresar" })).toHaveCSS("background-color", TEAL.rgb);
  await expect(previewPage.getByRole("note", { name: /^Vista previa de la marca acme/ })).toBeVisible();
  // Every screen of the visit, in every language, stays in the draft (the link's token is kept for the visit).
  const marker = previewPage.getByRole("note", { name: /^Vista previa de la marca acme/ });
  await previewPage.goto(portal.url("acme", "/resetpassword"));
  await expect(previewPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(marker).toBeVisible();
  await previewPage.evaluate(() => localStorage.setItem("bms_lang", "en"));
  await previewPage.goto(portal.url("acme", "/login"));
  await expect(previewPage.locator("html")).toHaveAttribute("lang", "en");
  await expect(marker).toBeVisible();
  await expect(previewPage.locator('form button[type="submit"]')).toHaveCSS("background-color", TEAL.rgb);
  await viewer.close();
  // Everyone else: the current revision, unmarked.
  await page.goto(portal.url("acme", "/login"));
  await expect(button).toHaveCSS("background-color", BLUE.rgb);
  await expect(page.getByRole("note", { name: /Vista previa/ })).toHaveCount(0);
});
