import { copyFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, openPortal, type Portal, signIn, test } from "./fixtures.ts";

/**
 * Every console list at 390 and 1280 px in two brands of different families (payroll: common; inhibitorylists:
 * themed), held to committed baselines beside this file: a change that breaks a word in a cell, drops the phone's
 * card layout or recolours a list fails here until its new look is reviewed. The same PNGs are copied to
 * docs/screenshots/console/ for the documentation. Update both with
 * `pnpm build && pnpm exec playwright test e2e/console-lists.spec.ts --update-snapshots`, then look at the PNGs.
 * What varies between runs (creation and sending dates) is masked; the lists hold only seeded records.
 */
const brands = ["payroll", "inhibitorylists"] as const;
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const lists = [
  { path: "/users", heading: "Usuarios" },
  { path: "/privileges", heading: "Privilegios" },
  { path: "/roles", heading: "Roles" },
  { path: "/apps", heading: "Aplicaciones" },
  { path: "/notifications", heading: "Notificaciones de correo" },
  { path: "/menuSettings", heading: "Ajustes de menú" },
] as const;

const snapshots = fileURLToPath(new URL("./console-lists.spec.ts-snapshots/", import.meta.url));
const docs = fileURLToPath(new URL("../docs/screenshots/console/", import.meta.url));

let portal: Portal;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await openPortal();
});
test.afterAll(async () => {
  await portal?.server.close();
});

/** Creation and sending dates come from the seeding moment: their cells keep their place, not their text. */
const varying = (page: Page) => [
  page.getByRole("cell").filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ }),
  page.locator("td[data-label='Fecha de creación'], td[data-label='Fecha de envío']"),
];

for (const brand of brands) {
  for (const { width, height } of widths) {
    test(`${brand}: every console list at ${width} px looks as reviewed, no word broken in a cell`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await page.goto(portal.url(brand, "/login"));
      await signIn(page, "demo");
      await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
      for (const { path, heading } of lists) {
        await page.goto(portal.url(brand, path));
        await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
        if (path === "/menuSettings") {
          await page.getByRole("combobox", { name: "Aplicación" }).selectOption({ label: "Nómina" });
          await expect(page.getByRole("list", { name: "Ítems del menú" })).toBeVisible();
        } else {
          await expect(page.getByRole("row").nth(1)).toBeVisible();
        }
        await page.evaluate(() => document.fonts.ready);
        // No cell breaks a word: every word of every cell fits on its line.
        const broken = await page.evaluate(() =>
          [...document.querySelectorAll("td")].flatMap((cell) => {
            const words = (cell.textContent ?? "").split(/\s+/).filter(Boolean);
            const range = document.createRange();
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            const out: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                range.setStart(node, match.index ?? 0);
                range.setEnd(node, (match.index ?? 0) + match[0].length);
                if (range.getClientRects().length > 1) out.push(match[0]);
              }
            }
            return words.length ? out : [];
          }),
        );
        expect(broken, `${path}: words broken inside a cell`).toEqual([]);
        if (path === "/menuSettings") {
          // The tree's names are read whole on a phone: none cut with an ellipsis, none broken inside a word.
          const cut = await page.evaluate(() =>
            [...document.querySelectorAll("[aria-label='Ítems del menú'] li")].flatMap((row) => {
              const range = document.createRange();
              const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
              const out: string[] = [];
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const box = node.parentElement;
                // A screen reader's text (visually hidden, 1 px wide) and icon glyphs are not read on screen.
                if (!box || box.getBoundingClientRect().width <= 1 || box.closest("[aria-hidden='true']"))
                  continue;
                if (box.scrollWidth > box.clientWidth && getComputedStyle(box).textOverflow === "ellipsis")
                  out.push(`cut: ${box.textContent}`);
                for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
                  range.setStart(node, match.index ?? 0);
                  range.setEnd(node, (match.index ?? 0) + match[0].length);
                  if (range.getClientRects().length > 1) out.push(`broken: ${match[0]}`);
                }
              }
              return out;
            }),
          );
          expect(cut, "/menuSettings: tree names cut or broken").toEqual([]);
        }
        const name = `${brand}-${path.slice(1).toLowerCase()}-${width}.png`;
        await expect(page).toHaveScreenshot(name, { fullPage: true, mask: varying(page) });
        mkdirSync(docs, { recursive: true });
        copyFileSync(`${snapshots}${name}`, `${docs}${name}`);
      }
    });
  }
}
