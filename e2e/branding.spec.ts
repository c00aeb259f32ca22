import { expect, test } from "./fixtures.ts";

test("payroll.localhost wears the payroll brand: title, favicon, colours, logo and font", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await expect(page).toHaveTitle("GSE Nómina");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /favicon.*\.svg$/);
  const button = page.getByRole("button", { name: "Ingresar" });
  await expect(button).toHaveCSS("background-color", "rgb(179, 71, 0)");
  await expect(page.getByRole("img", { name: /GSE Nómina/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check("16px Nunito"))).toBe(true);
});

test("plain localhost wears the default suite brand, GSE Suite", async ({ page, portal }) => {
  await page.goto(portal.url(undefined, "/login"));
  await expect(page).toHaveTitle("GSE Suite");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});

test("only the active brand's files are downloaded", async ({ page, portal }) => {
  const brandFiles: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/brands?(-store)?\//.test(path)) brandFiles.push(path);
  });
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  // The revision the page names, at its immutable address, and none of another brand.
  expect(brandFiles).toContainEqual(
    expect.stringMatching(/^\/brand-store\/revisions\/payroll\/[0-9a-f]{12}\.json$/),
  );
  expect(brandFiles.filter((path) => /\/(suite|invoicing|biometrics)[/.]/.test(path))).toEqual([]);
  expect(brandFiles.filter((path) => path.startsWith("/brands/"))).toEqual([]);
});
