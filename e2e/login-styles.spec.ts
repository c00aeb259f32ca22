import { expect, test } from "./fixtures.ts";

/**
 * The login's CSS comes drawn: publishing draws each brand's login in Node and the page server writes its
 * styled-components CSS into the head, so that the browser's first render finds every class name it draws with
 * already there, and generates none (apps/portal/login-renderer.ts, reference API first-paint-head.ts).
 *
 * Checked at the first frame with the submit button (a MutationObserver installed before the page's scripts;
 * observer callbacks run before the browser paints): every class of the login that names a styled-components rule
 * is one the server's CSS defines. A build without stable component ids would name other classes; a page
 * without the server's CSS has nothing to find them in.
 */
const recordFirstRender = () => {
  const record = window as unknown as { generated?: string[] };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('form button[type="submit"]')) return;
    observer.disconnect();
    // The class names styled-components' sheet holds rules for, at this moment.
    const ruled = new Set<string>();
    for (const style of document.querySelectorAll("style[data-styled]")) {
      for (const rule of (style as HTMLStyleElement).sheet?.cssRules ?? []) {
        for (const [, name] of rule.cssText.matchAll(/\.([\w-]+)/g)) if (name) ruled.add(name);
      }
    }
    const used = new Set<string>();
    for (const element of document.querySelectorAll("#root *")) {
      for (const name of element.classList) if (ruled.has(name)) used.add(name);
    }
    record.generated = [...used];
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Class names the server's `<style data-styled>` defines rules for. */
const namesIn = (css: string) => new Set([...css.matchAll(/\.([\w-]+)[^{]*\{/g)].map(([, name]) => name));

for (const { host, family } of [
  { host: undefined, family: "common" },
  { host: "certificate", family: "certificate" },
  { host: "inhibitorylists", family: "themed" },
  { host: "selfservice", family: "self-service" },
]) {
  test(`${host ?? "localhost"} (${family}): the login's first render draws only with classes the page's built CSS defines`, async ({
    page,
    portal,
  }) => {
    await page.addInitScript(recordFirstRender);
    const response = await page.goto(portal.url(host, "/login"));
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`data-gse-family="${family}"`);
    const [, css = ""] =
      html.match(/<style nonce="[^"]+" data-styled="true" data-styled-version="[\d.]+">([^<]*)<\/style>/) ??
      [];
    const built = namesIn(css);
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    const generated = await page.evaluate(() => (window as unknown as { generated?: string[] }).generated);
    // The form's fields, buttons, card and layout at least.
    expect(generated?.length).toBeGreaterThan(10);
    expect(generated?.filter((name) => !built.has(name))).toEqual([]);
  });
}
