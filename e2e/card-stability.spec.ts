import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/** The logo's top-left corner, rounded to the pixel: where the eye finds the card. */
async function logoPosition(page: Page) {
  const box = await page.getByRole("main").getByRole("img").first().boundingBox();
  if (!box) throw new Error("The login page shows no logo: the card's first image was not laid out.");
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

test("the card does not jump: the logo stays put when R11 appears, at 1280 and 390 px", async ({
  page,
  freshPortal,
}) => {
  // A seeded server of its own (R11 counts attempts) takes more than 30 s to start on a loaded CI machine.
  test.setTimeout(90_000);
  const steps = [
    { width: 1280, height: 800, attemptsLeft: "tienes dos (2) intentos más" },
    { width: 390, height: 844, attemptsLeft: "tienes solo un (1) intento más" },
  ];
  for (const { width, height, attemptsLeft } of steps) {
    await page.setViewportSize({ width, height });
    await page.goto(freshPortal.url("payroll", "/login"));
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
    const before = await logoPosition(page);
    await signIn(page, "demo", "Wrong!2026");
    await expect(page.getByText(attemptsLeft)).toBeVisible();
    expect(await logoPosition(page), `logo at ${width} px`).toEqual(before);
  }
});
