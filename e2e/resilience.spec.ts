import { demoPassword, expect, test } from "./fixtures.ts";

test("the API stopped mid-journey shows 'Error al realizar la petición.' and keeps what the user typed", async ({
  page,
  freshPortal: portal,
}) => {
  await page.goto(portal.url("payroll", "/login"));
  await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(demoPassword);
  await portal.server.close();
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByText("Error al realizar la petición.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Usuario", exact: true })).toHaveValue("demo");
  await expect(page.getByRole("textbox", { name: "Contraseña", exact: true })).toHaveValue(demoPassword);
});
