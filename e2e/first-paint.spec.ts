import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * No flash of the default brand (design.md, "Tokens in tiers"): the page's first frame with content already
 * wears the active brand. A MutationObserver installed before any of the page's scripts notes the head and the
 * colours at the moment #root first gets children, and again when the submit button first appears; observer
 * callbacks run before the browser paints, so what they see is what the first frames show.
 */
const recordFirstFrames = () => {
  type Frame = { brand: string | null; title: string; css: string; body: string; button?: string };
  const record = window as unknown as { firstContent?: Frame; firstButton?: Frame; titles?: string[] };
  record.titles = [];
  const frame = (): Frame => {
    const style = document.head.querySelector("style[data-gse-brand]");
    const button = document.querySelector('form button[type="submit"]');
    return {
      brand: style?.getAttribute("data-gse-brand") ?? null,
      title: document.title,
      css: style?.textContent ?? "",
      body: getComputedStyle(document.body).backgroundColor,
      ...(button ? { button: getComputedStyle(button).backgroundColor } : {}),
    };
  };
  const observer = new MutationObserver(() => {
    // Every title the tab shows, from the parser's <title> on (issue 23: never another brand's, not even first).
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
