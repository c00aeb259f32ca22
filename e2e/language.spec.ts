import { expect, signIn, test } from "./fixtures.ts";

test("switching to English and then Portuguese survives a reload", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users$/);
  // The side drawer, by its name in each language.
  const nav = page.getByRole("navigation", { name: /^(Menú lateral|Side menu|Menu lateral)$/ });

  // The selector stores the language under bms_lang and reloads the page itself (spec §1).
  await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
  await expect(nav).toContainText("Version 1.8.0");
  expect(await page.evaluate(() => localStorage.getItem("bms_lang"))).toBe("en");
  await page.reload();
  await expect(nav).toContainText("Version 1.8.0");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("combobox", { name: "Language" }).selectOption("pt");
  await expect(nav).toContainText("Versão 1.8.0");
  await page.reload();
  await expect(nav).toContainText("Versão 1.8.0");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});
