import { demoPassword, expect, test } from "./fixtures.ts";

/** The common family's brands and the host that selects each (application, or tenant.application). */
const commonBrands = [
  ["suite", undefined],
  ["license", "license"],
  ["invoicing", "invoicing"],
  ["payroll", "payroll"],
  ["biometrics", "biometrics"],
  ["biometrics_co", "co.biometrics"],
  ["biometrics_pe", "pe.biometrics"],
  ["confrontation", "confrontation"],
] as const;

for (const [brand, host] of commonBrands) {
  test(`keyboard-only sign-in (type, Tab, type, Enter) on ${brand}`, async ({ page, portal }) => {
    await page.goto(portal.url(host, "/login"));
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName);

    // Arrival puts the cursor in Usuario: typing starts without a Tab or a click.
    await expect.poll(focused).toBe("user");
    await page.keyboard.type("demo");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("password");
    await page.keyboard.type(demoPassword);

    const captcha = page.getByRole("checkbox");
    // Invoicing asks for the captcha (captchaApply): its widget loads with the form's first look.
    if (brand === "invoicing") await expect(captcha).toBeVisible();
    if (await captcha.count()) {
      // This application asks for the captcha first (spec §4): reach it and tick it with the keyboard.
      for (
        let presses = 0;
        presses < 5 && !(await captcha.evaluate((box) => box === document.activeElement));
        presses++
      ) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Space");
      await expect(captcha).toBeChecked();
      await page.keyboard.press("Shift+Tab");
      await page.getByRole("textbox", { name: "Contraseña", exact: true }).focus();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/users$/);
  });
}
