import { expect } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";

// Issue 16: the applications list as an administrator uses it.

test("deactivate and reactivate an application from the list", async ({ page, freshPortal }) => {
  await page.goto(freshPortal.url(undefined, "/login"));
  await signIn(page, "demo");
  await expect(page).toHaveURL(/\/users/);
  await page.goto(freshPortal.url(undefined, "/apps"));
  await expect(page.getByRole("heading", { name: "Aplicaciones" })).toBeVisible();
  // RESETOTP exists in the data (the OTP reset belongs to it) and is hidden here.
  await expect(page.getByRole("table")).not.toContainText(/RESETOTP/i);

  const state = page.getByRole("switch", { name: "Estado de Nómina", exact: true });
  const flip = async (expected: "true" | "false") => {
    await state.click();
    const question = page.getByRole("dialog");
    await expect(question).toContainText("¿Deseas activar/desactivar esta aplicación?");
    await question.getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText("La aplicación ha sido actualizada")).toBeVisible();
    await expect(state).toHaveAttribute("aria-checked", expected);
  };
  await expect(state).toHaveAttribute("aria-checked", "true");
  await flip("false");
  // Saved: a reload reads it back, and the list opens with inactive applications first.
  await page.reload();
  await expect(state).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("row").nth(1)).toContainText("Nómina");
  await flip("true");
  await page.reload();
  await expect(state).toHaveAttribute("aria-checked", "true");
});
