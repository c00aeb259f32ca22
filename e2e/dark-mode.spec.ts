import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultStoreDir } from "@gse/brand-kit/store";
import type { Page } from "@playwright/test";
import { activationLink, expect, openPortal, type Portal, signIn, test } from "./fixtures.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Dark mode as a person on a dark device meets it: the scheme comes from the device, `color_scheme=` on the
 * address outweighs it (and is kept for the tab), a brand pinned to one scheme ignores both; the first frame with
 * the login form is already dark; each page is checked with axe.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe's WCAG 2.2 AA violations on the page, one line each (evaluated over CDP: the page's CSP allows no inline script). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  });
}

/**
 * WCAG relative luminance of what is painted behind `selector` (the first opaque background up its ancestors, else
 * the canvas's, which takes the root's): what the eye sees as the page's ground there.
 */
function groundLuminance(page: Page, selector = "body"): Promise<number> {
  return page.evaluate((target) => {
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
      const linear = (c: number) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const opaque = (css: string) => css !== "transparent" && !/rgba\(.*, 0\)$/.test(css);
    let element: Element | null = document.querySelector(target);
    while (element) {
      const background = getComputedStyle(element).backgroundColor;
      if (opaque(background)) return luminance(background);
      element = element.parentElement;
    }
    return luminance(getComputedStyle(document.documentElement).backgroundColor);
  }, selector);
}

const PASSWORD = 'input[type="password"]';

/** An emailed link on payroll's host (the email points at the application's own origin, the suite's here). */
const onPayroll = (link: string, portal: Portal) => {
  const url = new URL(link);
  return portal.url("payroll", `${url.pathname}${url.search}`);
};

test.describe("on a dark device", () => {
  test.use({ colorScheme: "dark" });

  test("payroll's login, change-password and /users render dark, with no axe violation", async ({
    page,
    portal,
  }) => {
    await page.goto(portal.url("payroll", "/login"));
    await expect(page.locator(PASSWORD)).toBeVisible();
    expect(await groundLuminance(page)).toBeLessThan(0.2);
    expect(await groundLuminance(page, PASSWORD)).toBeLessThan(0.2);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
    // Form controls follow the scheme (the browser's own parts: autofill, the caret, scrollbars).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("payroll-login-dark.png") });

    await page.goto(onPayroll(await activationLink(portal, "payroll"), portal));
    await expect(page.locator(PASSWORD).first()).toBeVisible();
    expect(await groundLuminance(page)).toBeLessThan(0.2);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("payroll-change-password-dark.png") });

    await page.goto(portal.url("payroll", "/login"));
    await signIn(page, "demo");
    await expect(page).toHaveURL(/\/users/);
    await expect(page.getByRole("table")).toBeVisible();
    expect(await groundLuminance(page)).toBeLessThan(0.2);
    expect(await groundLuminance(page, "table")).toBeLessThan(0.2);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("payroll-users-dark.png"), fullPage: true });
  });

  test("color_scheme=light outweighs the device, and the tab keeps it on its next pages", async ({
    page,
    portal,
  }) => {
    await page.goto(portal.url("payroll", "/login?color_scheme=light"));
    await expect(page.locator(PASSWORD)).toBeVisible();
    expect(await groundLuminance(page)).toBeGreaterThan(0.5);
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "light");

    // The emailed link carries no color_scheme: the tab's choice holds.
    await page.goto(onPayroll(await activationLink(portal, "payroll"), portal));
    await expect(page.locator(PASSWORD).first()).toBeVisible();
    expect(await groundLuminance(page)).toBeGreaterThan(0.5);

    await page.goto(portal.url("payroll", "/login"));
    await signIn(page, "demo");
    await expect(page.getByRole("table")).toBeVisible();
    expect(await groundLuminance(page, "table")).toBeGreaterThan(0.5);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a brand pinned to light stays light, whatever the device or the address asks", async ({ page }) => {
    // payroll pinned to light, published as an integrator publishes it, into a copy of the store `pnpm build` wrote,
    // and a portal of its own on that store: as long as a journey's own server takes to start.
    test.setTimeout(120_000);
    const work = mkdtempSync(join(tmpdir(), "dark-mode-pinned-"));
    const store = join(work, "store");
    cpSync(join(repoRoot, "brands"), join(work, "brands"), { recursive: true });
    cpSync(defaultStoreDir, store, { recursive: true });
    const brandFile = join(work, "brands", "payroll", "brand.json");
    writeFileSync(
      brandFile,
      JSON.stringify({ ...JSON.parse(readFileSync(brandFile, "utf8")), colorScheme: "light" }),
    );
    execFileSync("pnpm", ["--silent", "brands:publish", "payroll", "--dir", join(work, "brands")], {
      cwd: repoRoot,
      env: { ...process.env, BRAND_STORE: store },
    });
    const pinned = await openPortal({ brandStore: store });
    try {
      await page.goto(pinned.url("payroll", "/login?color_scheme=dark"));
      await expect(page.locator(PASSWORD)).toBeVisible();
      expect(await groundLuminance(page)).toBeGreaterThan(0.5);
      expect(await groundLuminance(page, PASSWORD)).toBeGreaterThan(0.5);
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light");
      await expect(page.locator("html")).not.toHaveAttribute("data-color-scheme", /./);
    } finally {
      await pinned.server.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  test("the first frame that shows the login form is already dark, and no frame before it is light", async ({
    page,
    portal,
  }) => {
    // Before any script of the page: every frame, sampled just before it is painted (requestAnimationFrame),
    // records the page's ground and, once there, the form's.
    await page.addInitScript(() => {
      const frames: { form: boolean; ground: string; field: string | null; text: string | null }[] = [];
      (window as unknown as { gseFrames: typeof frames }).gseFrames = frames;
      const opaque = (css: string) => css !== "transparent" && !/rgba\(.*, 0\)$/.test(css);
      // The page's ground: the body's background, else the root's, else the canvas (dark only in a dark scheme).
      const ground = () => {
        const root = document.documentElement;
        for (const element of [document.body, root]) {
          const background = element && getComputedStyle(element).backgroundColor;
          if (background && opaque(background)) return background;
        }
        return getComputedStyle(root).colorScheme.includes("dark") ? "rgb(18, 18, 18)" : "rgb(255, 255, 255)";
      };
      const sample = () => {
        const field = document.querySelector('input[type="password"]');
        frames.push({
          form: field !== null,
          ground: ground(),
          field: field && getComputedStyle(field).backgroundColor,
          text: field && getComputedStyle(field).color,
        });
        if (frames.length < 600 && !frames.some((frame) => frame.form)) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(portal.url("payroll", "/login"));
    await expect(page.locator(PASSWORD)).toBeVisible();
    const frames = await page.evaluate(
      () =>
        (
          window as unknown as {
            gseFrames: { form: boolean; ground: string; field: string | null; text: string | null }[];
          }
        ).gseFrames,
    );
    const luminance = (css: string | null) => {
      const [r = 0, g = 0, b = 0] = (css?.match(/[\d.]+/g) ?? []).map(Number);
      const linear = (c: number) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const first = frames.findIndex((frame) => frame.form);
    expect(first, `frames: ${JSON.stringify(frames)}`).toBeGreaterThanOrEqual(0);
    const withForm = frames[first];
    expect(luminance(withForm?.ground ?? null)).toBeLessThan(0.2);
    expect(luminance(withForm?.field ?? null)).toBeLessThan(0.2);
    expect(luminance(withForm?.text ?? null)).toBeGreaterThan(0.5);
    // Every frame before it: the ground was dark from the first one (the head the server wrote carries both schemes).
    const light = frames.slice(0, first).filter((frame) => luminance(frame.ground) >= 0.2);
    expect(light, `frames: ${JSON.stringify(frames)}`).toEqual([]);
  });
});
