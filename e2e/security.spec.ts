import type { Page } from "@playwright/test";
import { expect, openPortal, signIn, test } from "./fixtures.ts";

// The built portal, served as `pnpm start` serves it (the reference API with the production build),
// runs under the nonce CSP with no violation; a throttled login says so in the catalog's words.

/** One brand of each screen family, by the host that opens it. */
const families = [
  { family: "common", host: undefined },
  { family: "certificate", host: "certificate" },
  { family: "themed", host: "certa.license" },
  { family: "self-service", host: "co.selfservice" },
] as const;

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

for (const { family, host } of families) {
  test(`the ${family} family's login runs under the nonce CSP with zero violations`, async ({
    page,
    portal,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(portal.url(host, "/login"));
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("unsafe-inline");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The brand's styles applied: the brand head's rules and styled-components' both carry the nonce.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    expect(await page.locator("style[data-styled]").count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
}

test("a throttled login shows the catalog's too-many-attempts message (429)", async ({ page }) => {
  const portal = await openPortal({ throttle: { perIp: 1000, perAccount: 2, windowSeconds: 60 } });
  try {
    await page.goto(portal.url("payroll", "/login"));
    await signIn(page, "demo", "Wrong!2026");
    await expect(page.getByText("tienes dos (2) intentos más")).toBeVisible();
    await signIn(page, "demo", "Wrong!2026");
    await expect(page.getByText("tienes solo un (1) intento más")).toBeVisible();
    await signIn(page, "demo", "Wrong!2026");
    await expect(
      page.getByText("Demasiados intentos. Espera un momento y vuelve a intentarlo."),
    ).toBeVisible();
  } finally {
    await portal.server.close();
  }
});

test("a malformed % in the query string shows the normal page", async ({ page, portal }) => {
  await page.goto(portal.url("payroll", "/login?x=%E0%A4%A"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await page.goto(portal.url("payroll", "/users?%E0%A4%A"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});
