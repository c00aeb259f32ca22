import { expect, signIn, test } from "./fixtures.ts";

// Spec §9: the certificate tenant for the license app, the country tenant for the self-service app, named in
// the calls when the host names no tenant (brand.json `behaviour.defaultTenant`); a host's own tenant wins.

test("license's login names its default certificate tenant, certa, unless the host names one", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("license", "/login"));
  const login = page.waitForRequest((request) => /\/api\/Login$/i.test(new URL(request.url()).pathname));
  await signIn(page, "demo");
  expect((await login).headers().tenant).toBe("certa");
  // The sign-in navigates on to the console; a second goto issued before it lands is aborted by it.
  await expect(page).toHaveURL(portal.url("license", "/users"));

  await page.goto(portal.url("certb.license", "/login"));
  const certb = page.waitForRequest((request) => /\/api\/Login$/i.test(new URL(request.url()).pathname));
  await signIn(page, "demo");
  expect((await certb).headers().tenant).toBe("certb");
});

test("the self-service app's login names its default country tenant, co, when the host names none", async ({
  page,
  portal,
}) => {
  await page.goto(portal.url("selfservice", "/login"));
  const login = page.waitForRequest((request) => /\/api\/Login$/i.test(new URL(request.url()).pathname));
  await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Demo!2026");
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  expect((await login).headers().tenant).toBe("co");
});
