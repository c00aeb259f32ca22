import type { Browser, Page } from "playwright-core";

/** What the users list costs over a large directory (REFERENCE_SEED_USERS generated users). */
export interface UsersListLoad {
  /** ms from the side menu's Usuarios link to the first page's rows on screen and the main thread free. */
  readonly firstPageMs: number;
  /** Input delay of each keystroke typed into the list's filter (ms from the key's event to its handler). */
  readonly inputDelaysMs: readonly number[];
}

/** What the filter types, one key at a time (plain letters: each a real key press; the filter ignores accents). */
export const FILTER_TEXT = "maria gomez";
/** The pause between keys: a quick typist (about 8 keys a second). */
const KEY_INTERVAL_MS = 120;

/** The users table with at least one row of data and not busy. */
const usersReady = () => {
  const table = document.querySelector("main table");
  if (!table || table.getAttribute("aria-busy") === "true") return false;
  return (
    table.querySelector("caption")?.textContent === "Usuarios" && Boolean(table.querySelector("tbody tr td"))
  );
};

declare global {
  interface Window {
    __inputDelays?: number[];
  }
}

/**
 * Records each keystroke's input delay in the page: a capturing listener on the window runs before any of the
 * page's own, so `now - event.timeStamp` is how long the key waited for the main thread.
 */
function recordInputDelays(page: Page) {
  return page.evaluate(() => {
    window.__inputDelays = [];
    window.addEventListener(
      "keydown",
      (event) => window.__inputDelays?.push(performance.now() - event.timeStamp),
      { capture: true },
    );
  });
}

/**
 * One cold sign-in (a new context), then, at the CPU slowdown given: /home loaded afresh (so no list is cached),
 * the side menu's Usuarios link, timed to the first page usable; then the filter typed key by key, each key's
 * input delay recorded.
 */
export async function measureUsersList(
  browser: Browser,
  origin: string,
  options: { readonly cpuThrottling?: number; readonly timeoutMs?: number } = {},
): Promise<UsersListLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const timeout = options.timeoutMs ?? 60_000;
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    await page.goto(`${origin}/login`);
    await page.getByRole("textbox", { name: "Usuario", exact: true }).fill("demo");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Demo!2026");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.waitForURL(/\/users/);
    await page.goto(`${origin}/home`);
    const usersLink = page
      .getByRole("navigation", { name: "Menú lateral" })
      .getByRole("link", { name: "Usuarios" });
    await usersLink.waitFor();
    await page.waitForLoadState("networkidle");
    if ((options.cpuThrottling ?? 1) > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling ?? 1 });
    }

    const clickedAt = Date.now();
    await usersLink.click();
    await page.waitForFunction(usersReady, undefined, { timeout, polling: 20 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const firstPageMs = Math.round(Date.now() - clickedAt);

    await recordInputDelays(page);
    await page.getByRole("searchbox", { name: "Buscar" }).click();
    await page.keyboard.type(FILTER_TEXT, { delay: KEY_INTERVAL_MS });
    // The last key's work done before reading.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const inputDelaysMs = await page.evaluate(() => window.__inputDelays ?? []);
    if (inputDelaysMs.length !== FILTER_TEXT.length) {
      throw new Error(
        `users list filter: recorded ${inputDelaysMs.length} keystrokes, typed ${FILTER_TEXT.length}; the search box lost focus?`,
      );
    }
    return { firstPageMs, inputDelaysMs };
  } finally {
    await context.close();
  }
}
