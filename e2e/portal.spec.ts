import { expect, test } from "@playwright/test";

const baseURL = () => {
  const url = process.env.BASE_URL;
  if (!url) throw new Error("BASE_URL: not set; the end-to-end tests start from e2e/global-setup.ts");
  return url;
};

test("the production portal loads the login route and its title", async ({ page }) => {
  await page.goto(`${baseURL()}/login`);
  await expect(page).toHaveTitle("GSE Suite");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeEnabled();
});

test("the reference API beside it answers its health route", async ({ request }) => {
  const response = await request.get(`${baseURL()}/api/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});
