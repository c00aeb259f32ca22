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

test("in Portuguese the side menu's seeded items, the roles' screen and the user types read Portuguese", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  // Stored once the portal has booted in Spanish (the server's login hydrated), so the sign-in below is the
  // Spanish form's and the language takes effect from the page the sign-in opens.
  await expect(page.locator("#root")).not.toHaveAttribute("data-gse-ssr", /.*/);
  await page.evaluate(() => localStorage.setItem("bms_lang", "pt"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users$/);
  const nav = page.getByRole("navigation", { name: "Menu lateral" });
  await expect(nav.getByRole("link", { name: "Usuários" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Administração" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Perfis" })).toBeVisible();
  // One wording per language: roles are 'perfis' on the screen as in the menu.
  await nav.getByRole("link", { name: "Perfis" }).click();
  await expect(page.getByRole("heading", { name: "Perfis" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Criar perfil" })).toBeVisible();
  await nav.getByRole("link", { name: "Usuários" }).click();
  await page.getByRole("button", { name: "Criar usuário" }).click();
  await expect(page.getByRole("combobox", { name: /Tipo de usuário/ })).toContainText("Usuário certificado");
});
