import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * No flash of the default brand (docs/architecture.md): the page's first frame with content already
 * wears the active brand. A MutationObserver installed before any of the page's scripts notes the head and the
 * colours at the moment #root first gets children, and again when the submit button first appears; observer
 * callbacks run before the browser paints, so what they see is what the first frames show. Where the server drew
 * the login (docs/server-drawn-login.md), that is the parser's moment, before the boot: the brand's stylesheet is
 * then the one the server wrote (data-gse-first-paint, which the boot takes over as its own), for the revision
 * the page names.
 */
const recordFirstFrames = () => {
  type Frame = { brand: string | null; title: string; css: string; body: string; button?: string };
  const record = window as unknown as { firstContent?: Frame; firstButton?: Frame; titles?: string[] };
  record.titles = [];
  const servedBrand = () => {
    const block = document.getElementById("gse-brand-revision")?.textContent;
    return block ? ((JSON.parse(block) as { key?: string }).key ?? null) : null;
  };
  const frame = (): Frame => {
    const booted = document.head.querySelector("style[data-gse-brand]");
    const style = booted ?? document.head.querySelector("style[data-gse-first-paint]");
    const button = document.querySelector('form button[type="submit"]');
    return {
      brand: booted ? booted.getAttribute("data-gse-brand") : style ? servedBrand() : null,
      title: document.title,
      css: style?.textContent ?? "",
      body: getComputedStyle(document.body).backgroundColor,
      ...(button ? { button: getComputedStyle(button).backgroundColor } : {}),
    };
  };
  const observer = new MutationObserver(() => {
    // Every title the tab shows, from the parser's <title> on (never another brand's, not even first).
    if (document.title && record.titles?.at(-1) !== document.title) record.titles?.push(document.title);
    if (!record.firstContent && (document.getElementById("root")?.childElementCount ?? 0) > 0) {
      record.firstContent = frame();
    }
    if (!record.firstButton && document.querySelector('form button[type="submit"]')) {
      record.firstButton = frame();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

async function firstFrames(page: Page, url: string) {
  await page.addInitScript(recordFirstFrames);
  await page.goto(url);
  await expect(page.getByRole("button", { name: /Ingresar|Entrar|Iniciar/ }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const style = document.head.querySelector("style[data-gse-brand]");
    const button = document.querySelector('form button[type="submit"]');
    const record = window as unknown as { firstContent?: unknown; firstButton?: unknown; titles?: string[] };
    return {
      titles: record.titles,
      firstContent: record.firstContent,
      firstButton: record.firstButton,
      settled: {
        brand: style?.getAttribute("data-gse-brand") ?? null,
        title: document.title,
        css: style?.textContent ?? "",
        body: getComputedStyle(document.body).backgroundColor,
        button: button ? getComputedStyle(button).backgroundColor : undefined,
      },
    };
  });
}

test("payroll.localhost: the first frame with content is already payroll's (head, title, colours)", async ({
  page,
  portal,
}) => {
  const { firstContent, firstButton, settled, titles } = await firstFrames(
    page,
    portal.url("payroll", "/login"),
  );
  expect(settled).toMatchObject({ brand: "payroll", title: "GSE Nómina" });
  // The server wrote payroll's title into the HTML: the tab never read the suite's, nor a neutral one first.
  expect(titles).toEqual(["GSE Nómina"]);
  expect(firstContent).toMatchObject(headOf(settled));
  // Payroll's button colour (the suite's would be another) from the button's first frame on.
  expect(firstButton).toMatchObject({ brand: "payroll", title: "GSE Nómina", button: "rgb(179, 71, 0)" });
  expect(settled.button).toBe("rgb(179, 71, 0)");
});

test("co.selfservice.localhost: the first frame with content is already the tenant's brand", async ({
  page,
  portal,
}) => {
  const { firstContent, firstButton, settled, titles } = await firstFrames(
    page,
    portal.url("co.selfservice", "/login"),
  );
  expect(settled.brand).toBe("selfservice_co");
  expect(titles).toEqual([settled.title]);
  expect(firstContent).toMatchObject(headOf(settled));
  expect(firstButton).toEqual(settled);
});

test("plain localhost: the default brand from the first frame, as the control", async ({ page, portal }) => {
  const { firstContent, firstButton, settled } = await firstFrames(page, portal.url(undefined, "/login"));
  expect(settled).toMatchObject({ brand: "suite", title: "GSE Suite" });
  expect(firstContent).toMatchObject(headOf(settled));
  expect(firstButton).toEqual(settled);
});

/** What the head and body wear, without the button (the first content may be a spinner, before the form). */
function headOf({
  brand,
  title,
  css,
  body,
}: {
  brand: string | null;
  title: string;
  css: string;
  body: string;
}) {
  return { brand, title, css, body };
}

/**
 * The page as the server sends it, before any script: its scripts are refused, so what shows is the
 * HTML alone. It must already carry the brand's family and background, not common's nor a blank page's.
 */
async function beforeScripts(page: Page, url: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url);
  return page.evaluate(() => ({
    family: document.documentElement.dataset.gseFamily,
    body: getComputedStyle(document.body).backgroundColor,
    fontFamily: getComputedStyle(document.body).fontFamily,
  }));
}

for (const { host, family } of [
  { host: "inhibitorylists", family: "themed" },
  { host: "selfservice", family: "self-service" },
] as const) {
  test(`${host}.localhost: the first frame is already the ${family} family's frame, before any script`, async ({
    browser,
    portal,
  }) => {
    const context = await browser.newContext();
    const served = await beforeScripts(await context.newPage(), portal.url(host, "/login"));
    await context.close();
    const settled = await browser.newPage();
    const { firstContent, settled: after } = await firstFrames(settled, portal.url(host, "/login"));
    const layout = await settled.evaluate(() => document.documentElement.dataset.gseFamily);
    await settled.close();
    expect(served.family).toBe(family);
    expect(layout).toBe(family);
    // The served page's background is the one the brand settles on: no other family's colour first.
    expect(served.body).toBe(after.body);
    expect(firstContent).toMatchObject(headOf(after));
    expect(served.fontFamily).toContain("Fallback");
  });
}

/**
 * The font swap moves nothing, on Arial (Windows, macOS; Liberation Sans here) and, for a phone without Arial
 * (Android), on Roboto: there the first fallback has no face, and the page is made to skip it as such a phone does.
 */
const ANDROID_STACK = `"Nunito", "Nunito Fallback Roboto", sans-serif`;
for (const { on, stack } of [
  { on: "Arial", stack: undefined },
  { on: "Roboto (a phone without Arial)", stack: ANDROID_STACK },
]) {
  test(`payroll.localhost: the heading and the form do not move when Nunito replaces its fallback on ${on}`, async ({
    page,
    portal,
  }) => {
    if (stack) {
      // A constructed sheet: the page's CSP admits no inline style, and it does not govern the CSSOM.
      await page.addInitScript((fonts) => {
        document.addEventListener("DOMContentLoaded", () => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(`*, ::before, ::after { font-family: ${fonts} !important }`);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
      }, stack);
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The brand's font files wait until the fallback has been measured.
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": the page's load waits for the held font preloads.
    await page.goto(portal.url("payroll", "/login"), { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // Payroll offers a free trial: its link comes with the server's answer, after the form, and can wrap the
    // links' row. Measured before it, the form would grow for a reason that is not the font.
    await expect(page.getByRole("link", { name: /Prueba Gratis/ })).toBeVisible();
    // Every image in first, so nothing but the font changes between the two measures (a CI run once measured before
    // the logo, when the logo did not yet reserve its height, and saw the heading move 44.7 px).
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
    const measure = () =>
      page.evaluate(() => {
        const box = (element: Element | null) => {
          const rect = element?.getBoundingClientRect();
          return rect ? { width: rect.width, height: rect.height, top: rect.top } : undefined;
        };
        return {
          heading: box(document.querySelector("h1")),
          form: box(document.querySelector("form")),
          button: box(document.querySelector('form button[type="submit"]')),
          // Text's own width: a link is as wide as its words (on bare Roboto, without the fallback's size-adjust,
          // the swap widened it 3 px).
          link: box(document.querySelector("main a")),
        };
      });
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.replaceAll(`"`, "") === "Nunito" && font.status === "loaded",
        ),
      );
    expect(await loaded()).toBe(false);
    const fallbackFaces = await page.evaluate(() =>
      [...document.fonts]
        .filter((font) => font.family.includes("Fallback"))
        .map((font) => ({ family: font.family.replaceAll(`"`, ""), status: font.status })),
    );
    const used = stack ? "Nunito Fallback Roboto" : "Nunito Fallback";
    expect(
      fallbackFaces.filter((face) => face.family === used).map((face) => face.status),
      stack
        ? "the Roboto fallback found no local Roboto: install it (Debian: fonts-roboto-unhinted)"
        : "the fallback faces found no Arial-compatible local font: install one (Debian: fonts-liberation)",
    ).toContain("loaded");
    expect(fallbackFaces.filter((face) => face.status === "error")).toEqual([]);
    const withFallback = await measure();
    release();
    await expect.poll(loaded).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const withNunito = await measure();
    for (const part of ["heading", "form", "button", "link"] as const) {
      for (const side of ["width", "height", "top"] as const) {
        expect(
          Math.abs((withNunito[part]?.[side] ?? Number.NaN) - (withFallback[part]?.[side] ?? 0)),
          `${part} ${side}`,
        ).toBeLessThanOrEqual(2);
      }
    }
  });
}

/**
 * The logo reserves its height before its file is in (the build reads each logo's size; the layouts give the
 * `<img>` its width and height): on a slow network the heading and the form stay where they were drawn when the
 * logo arrives. The themed family on a phone, where the brand panel's white logo sits above the form.
 */
for (const { host, viewport } of [
  { host: "payroll", viewport: undefined },
  { host: "inhibitorylists", viewport: { width: 390, height: 844 } },
]) {
  test(`${host}.localhost${viewport ? " on a phone" : ""}: the heading and the form do not move when the logo arrives`, async ({
    page,
    portal,
  }) => {
    if (viewport) await page.setViewportSize(viewport);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let logos = 0;
    await page.route(/\/brand-store\/files\/logo(-white)?-[^/]+\.svg$/, async (route) => {
      logos += 1;
      await held;
      await route.continue();
    });
    await page.goto(portal.url(host, "/login"), { waitUntil: "commit" });
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await expect.poll(() => logos).toBeGreaterThan(0);
    const tops = () =>
      page.evaluate(() =>
        ["h1", "form"].map((selector) => document.querySelector(selector)?.getBoundingClientRect().top),
      );
    const before = await tops();
    expect(
      await page.evaluate(() =>
        [...document.images].filter((image) => /logo/.test(image.src)).some((image) => image.complete),
      ),
      "a logo was already in: the measure before it would prove nothing",
    ).toBe(false);
    release();
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
    const after = await tops();
    for (const [index, part] of ["heading", "form"].entries()) {
      expect(
        Math.abs((after[index] ?? Number.NaN) - (before[index] ?? 0)),
        `${part} top`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

/**
 * Early start: the boot's first answers come from what the server's Link headers preloaded, and the
 * login's parameters from the page itself (the reference API writes them there for the host's application): the
 * form draws in one go, never its "waiting for the captcha decision" spinner first, and nothing asks for them.
 */
test("payroll.localhost: config and brand come from the preloads, each fetched once, the parameters from the page, and the form draws without a spinner first", async ({
  page,
  portal,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { spinnerBeforeForm?: boolean };
    const observer = new MutationObserver(() => {
      if (document.querySelector('form button[type="submit"]')) return observer.disconnect();
      if (document.querySelector('#root [role="status"]')) record.spinnerBeforeForm = true;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const times = (path: string) => asked.filter((asked) => asked === path).length;
  expect({
    config: times("/portal.config.json"),
    brand: asked.filter((path) => /^\/brand-store\/revisions\/payroll\/[0-9a-f]{12}\.json$/.test(path))
      .length,
    parameters: times("/api/application/GetParametersApp"),
  }).toEqual({ config: 1, brand: 1, parameters: 0 });
  expect(
    await page.evaluate(() => (window as { spinnerBeforeForm?: boolean }).spinnerBeforeForm),
  ).toBeUndefined();
});

test("payroll.localhost: the tab's icon is the brand's, added once the form is drawn", async ({
  page,
  portal,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { iconAtForm?: string | null };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('form button[type="submit"]')) return;
      observer.disconnect();
      record.iconAtForm = document.head.querySelector('link[rel="icon"]')?.getAttribute("href") ?? null;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(portal.url("payroll", "/login"));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    "href",
    /\/brand-store\/files\/favicon-[\w-]+\.svg$/,
  );
  // Fetched and decoded on the page's thread: it waits for the form rather than hold the form back.
  expect(
    await page.evaluate(() => (window as unknown as { iconAtForm?: string | null }).iconAtForm),
  ).toBeNull();
});
