import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { readIndex } from "@gse/brand-kit/store";
import { testBrandStore } from "@gse/reference-api";
import { expect, openPortal, type Portal, signIn, test } from "./fixtures.ts";

// The console's brands screen (privilege brands.manage): the store's brands with their revisions, a preview
// opened in a new tab, and a rollback after a confirmation, served at once to the brand's host.

let store: string;
let portal: Portal;
let first = "";
let second = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await testBrandStore([{ key: "suite" }, { key: "payroll" }]);
  first = readIndex(store).current.payroll ?? "";
  await testBrandStore([{ key: "payroll", title: "GSE Nómina Nueva" }], store);
  second = readIndex(store).current.payroll ?? "";
  portal = await openPortal({ brandStore: store });
});
test.afterAll(async () => {
  await portal?.server.close();
  rmSync(store, { recursive: true, force: true });
});

test("an administrator lists the brands, previews an earlier revision and rolls back to it after confirming", async ({
  page,
  context,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await expect(page).toHaveTitle("GSE Nómina Nueva");
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole("navigation", { name: "Menú lateral" }).getByRole("link", { name: "Marcas" }).click();
  await expect(page).toHaveURL(/\/brands$/);
  const payroll = page.getByRole("region", { name: "GSE Nómina Nueva (payroll)" });
  await expect(payroll.getByRole("row")).toHaveCount(3);
  await expect(payroll.getByRole("row", { name: new RegExp(`${second}.*Actual`) })).toBeVisible();
  // axe on the screen as drawn in the brand's look.
  // Evaluated, not added as a script: the page's CSP allows no inline script, rightly.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string }[] }> } }
    ).axe;
    return (await axe.run({ include: [["main"]] })).violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);

  // The preview opens the portal in that revision, in a new tab, marked as a preview.
  const opened = context.waitForEvent("page");
  await payroll
    .getByRole("button", { name: `Previsualizar la revisión ${first} de GSE Nómina Nueva` })
    .click();
  const preview = await opened;
  await expect(preview).toHaveTitle("GSE Nómina");
  await expect(preview.getByRole("note", { name: /^Vista previa de la marca payroll/ })).toBeVisible();
  // Signed in already (the same browser), the preview's portal opens on the console, in that revision too.
  await expect(preview.getByRole("navigation", { name: "Menú lateral" })).toBeVisible();
  await expect(preview).toHaveTitle("GSE Nómina");
  await preview.close();

  // The rollback asks first; Cancelar changes nothing.
  const back = payroll.getByRole("button", { name: `Volver a esta revisión: ${first} de GSE Nómina Nueva` });
  await back.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    `¿Está seguro que desea volver la marca GSE Nómina Nueva a la revisión ${first}?`,
  );
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  expect(readIndex(store).current.payroll).toBe(second);
  await back.click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByRole("dialog")).toContainText(`La marca payroll volvió a la revisión ${first}.`);
  expect(readIndex(store).current.payroll).toBe(first);
  await expect(page.getByRole("region", { name: "GSE Nómina (payroll)" })).toBeVisible();

  // The brand's host wears that revision at once.
  const visitor = await context.browser()?.newPage();
  await visitor?.goto(portal.url("payroll", "/login"));
  if (visitor) await expect(visitor).toHaveTitle("GSE Nómina");
  await visitor?.close();
});

test("a session without brands.manage does not get the screen's calls", async () => {
  const answer = await fetch(portal.url(undefined, "/api/brands/list"));
  expect(answer.status).toBe(401);
});
