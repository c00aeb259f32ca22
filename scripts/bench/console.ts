import type { Browser } from "playwright-core";
import { addSizes, type Size, sizeOf, zero } from "./stats.ts";

/** What signing in to the console costs: the JavaScript it loads and the wait until its first list is usable. */
export interface ConsoleLoad {
  /** JavaScript fetched from pressing Ingresar until the first list was usable (the console, its router, ...). */
  readonly js: Size;
  readonly jsFiles: number;
  /** ms from pressing Ingresar to the first admin list's rows on screen and the main thread free. */
  readonly ingresarToListMs: number;
}

/** The first list of the console: a table in the page's main region with at least one row of data. */
const listReady = () => {
  const table = document.querySelector("main table");
  return Boolean(table?.querySelector("tbody tr td") && table.getAttribute("aria-busy") !== "true");
};

/**
 * One cold sign-in (a new context) to `path`'s list: loads the login page, fills demo's credentials, then
 * times from the click on Ingresar to the list being usable (its rows on screen, then a task run), recording
 * every JavaScript response after the click.
 */
export async function signInToConsole(
  browser: Browser,
  origin: string,
  options: { readonly cpuThrottling?: number; readonly bodies?: boolean; readonly timeoutMs?: number } = {},
): Promise<ConsoleLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const timeout = options.timeoutMs ?? 30_000;
  try {
    const page = await context.newPage();
    // The login's own scripts come again from the cache when urlApp loads the page anew: only files the login
    // page did not load count as the console's.
    const loginScripts = new Set<string>();
    const scripts = new Map<string, Promise<Size>>();
    let signingIn = false;
    page.on("response", (response) => {
      const url = response.url();
      if (!new URL(url).pathname.endsWith(".js")) return;
      if (!signingIn) loginScripts.add(url);
      else if (!loginScripts.has(url) && !scripts.has(url)) {
        scripts.set(url, options.bodies ? response.body().then(sizeOf, () => zero) : Promise.resolve(zero));
      }
    });
    await page.goto(`${origin}/login`, { timeout });
    await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Demo!2026");
    if ((options.cpuThrottling ?? 1) > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling ?? 1 });
    }
    await page.waitForLoadState("networkidle");
    signingIn = true;
    // On the test's clock: urlApp loads the page anew, which restarts the page's own clock.
    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.waitForFunction(listReady, undefined, { timeout, polling: 20 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const usableAt = Date.now();
    const sizes = await Promise.all(scripts.values());
    return {
      js: sizes.reduce(addSizes, zero),
      jsFiles: sizes.length,
      ingresarToListMs: Math.round(usableAt - clickedAt),
    };
  } finally {
    await context.close();
  }
}
