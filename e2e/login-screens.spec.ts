import type { Page, Route } from "@playwright/test";
import { apiLogin, expect, openPortal, type Portal, test } from "./fixtures.ts";

/**
 * The login of one brand per family in each of its states (default, R11, R13, loading), at 390 and 1280 px,
 * held to committed baselines: a change that moves, recolours or re-fonts a login page fails here
 * until its new look is reviewed and the baselines updated:
 * `pnpm build && pnpm exec playwright test e2e/login-screens.spec.ts --update-snapshots`, then look at the PNGs.
 * R11 and R13 are the reference API's own answers, recorded once from a server of this file's and replayed, so
 * the shared server's users keep their attempts.
 */
const logins = [
  // Payroll's own wording of the button (brands/payroll/texts/es.json).
  { family: "common", host: "payroll", user: "demo", submit: "Ingresar a Nómina" },
  { family: "certificate", host: "certificate", user: "cert", submit: "Ingresar" },
  { family: "themed", host: "inhibitorylists", user: "demo", submit: "Ingresar" },
  { family: "self-service", host: "selfservice", user: "demo", submit: "Ingresar" },
] as const;
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

type Recorded = { readonly status: number; readonly body: string };
let answers: { r11: Recorded; r13: Recorded };
let portal: Portal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await openPortal();
  const wrong = async (): Promise<Recorded> => {
    const response = await apiLogin(portal.url(), "demo", "Wrong!2026", "payroll");
    return { status: response.status, body: await response.text() };
  };
  const r11 = await wrong();
  await wrong();
  const r13 = await wrong();
  expect(r11.body).toContain("R11");
  expect(r13.body).toContain("R13");
  answers = { r11, r13 };
});
test.afterAll(async () => {
  await portal?.server.close();
});

async function fill(page: Page, family: string) {
  if (family === "certificate") {
    await page.getByRole("combobox", { name: "Tipo de documento", exact: true }).selectOption("CC");
    await page.getByRole("textbox", { name: "Número de documento", exact: true }).fill("1020304050");
  } else {
    await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
  }
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Wrong!2026");
}

for (const { family, host, submit: submitName } of logins) {
  for (const { width, height } of widths) {
    test(`${family} login (${host}) at ${width} px: default, R11, R13 and loading look as reviewed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      // The login call is held for the loading look, then answered with the server's R11, then its R13.
      let answer: Recorded | "hold" = "hold";
      const held: Route[] = [];
      await page.route("**/api/Login", (route) => {
        if (answer === "hold") {
          held.push(route);
          return;
        }
        return route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
      });
      await page.goto(portal.url(host, "/login"));
      const submit = page.getByRole("button", { name: submitName, exact: true });
      await expect(submit).toBeEnabled();
      // The fonts have loaded before a look is taken (the first field holds the cursor from arrival on).
      await page.evaluate(() => document.fonts.ready);
      // The lock's countdown ticks each second: the R13 look covers that line (its place and size still count).
      const look = (state: string) =>
        expect(page).toHaveScreenshot(`${family}-${state}-${width}.png`, {
          fullPage: true,
          mask: [page.getByText(/vuelve a intentarlo en/)],
        });

      await look("default");
      await fill(page, family);
      await submit.click();
      await expect.poll(() => held.length).toBe(1);
      await look("loading");

      const { r11, r13 } = answers;
      await held[0]?.fulfill({ status: r11.status, contentType: "application/json", body: r11.body });
      await expect(page.getByText("tienes dos (2) intentos más")).toBeVisible();
      await look("r11");

      answer = r13;
      await fill(page, family);
      await submit.click();
      await expect(page.getByText(/El usuario se encuentra bloqueado/)).toBeVisible();
      await look("r13");
    });
  }
}
