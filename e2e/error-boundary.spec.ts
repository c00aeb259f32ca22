import { expect } from "./fixtures.ts";
import { serveKiosk, test } from "./fixtures-kiosk.ts";

/**
 * A render failure in a route shows the family's generic error screen, with a way back to /Login,
 * and is reported to the console with the route. The failure is real and needs no code in the production
 * build: the test-only kiosk brand (a family written outside @gse/components) is served by a build that registers
 * that family (fixtures-kiosk.ts), and the reset-password screen's chunk, which the kiosk family inherits, is answered with a module whose screen
 * throws while rendering.
 */
test("a screen that throws while rendering shows the family's error screen, reported with its route", async ({
  page,
  kioskPortal: portal,
}) => {
  await serveKiosk(page, portal);
  let served = 0;
  await page.route("**/assets/ResetPasswordScreen-*.js", (route) => {
    served += 1;
    return route.fulfill({
      contentType: "text/javascript",
      body: 'export default function ResetPasswordScreen() { throw new Error("fixture: this screen fails to render"); }',
    });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto(portal.url("kiosk", "/resetpassword"));
  // 'Something error has occurred' (spec §2), as the Spanish catalog words it.
  await expect(page.getByRole("heading", { level: 1, name: "Ha ocurrido un error" })).toBeVisible();
  // In the kiosk family's own page: its band and logo, not a blank page or another family's frame.
  await expect(page.getByRole("banner").getByRole("img", { name: "GSE Kiosco" })).toBeVisible();
  expect(served).toBe(1);
  expect(
    errors.filter((text) => text.includes("route /resetpassword: the screen failed to render")),
  ).toHaveLength(1);

  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/Login$/i);
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ha ocurrido un error" })).toHaveCount(0);
});
