import type { Browser, Page } from "playwright-core";
import type { CdpMessage, CdpTransport } from "./cdp-pipe.ts";
import { addSizes, type Size, sizeOf, zero } from "./stats.ts";

/** The console message that carries a recorded load's stamps out of the page (see readinessProbe). */
const USABLE_MESSAGE = "gse-bench-usable ";

/** The fragment a timed load's stamps come out in (see readinessProbe). */
const STAMPS_FRAGMENT = "gse-bench-stamps=";

/** The Element Timing name the probe gives the login's submit button, whose text paint is the form's. */
const FORM_PAINT = "gse-bench-form";

/**
 * How the stamps leave the page, without the driver running anything in it while it loads: a recorded load
 * (Playwright, which reads every response) as a console message; a timed load (the DevTools pipe, without the
 * Runtime domain that console messages need: cdp-pipe.ts says why) as the address's fragment, which the browser
 * reports as a same-document navigation. Either leaves once the load is measured. Waiting with
 * `page.waitForFunction` instead had Playwright compile and run its injected script (about 330 KB) in the page
 * while it loaded: 80-100 ms of the page's thread at 4x, paid by the portal and the floor alike.
 */
type StampsChannel = "console" | "address";

const reportStamps: Record<StampsChannel, string> = {
  console: `console.debug(${JSON.stringify(USABLE_MESSAGE)} + json)`,
  address: `history.replaceState(history.state, "", "#${STAMPS_FRAGMENT}" + encodeURIComponent(json))`,
};

/**
 * Runs in the page before any of its scripts, and stamps on the page's clock (0 = navigation start):
 * - `paintedAt`: the form on screen, i.e. the first paint of its submit button's text (Element Timing: the probe
 *   names the button as soon as it is in the document, before any frame shows it), whether the server's HTML
 *   or a script put it there;
 * - `readyAt`, then `usableAt`: the moment the submit button is on screen, enabled and the page's own (a form
 *   the server drew counts once the portal has hydrated it: its root loses `data-gse-ssr`), then the moment a
 *   task queued right then gets to run, i.e. when the main thread is free to take the user's first keystroke.
 */
const readinessProbe = (channel: StampsChannel) => `(() => {
  const button = () => document.querySelector('form button[type="submit"]');
  const ready = () => {
    const found = button();
    if (!found || found.disabled || found.closest("[data-gse-ssr]")) return false;
    const box = found.getBoundingClientRect();
    const style = getComputedStyle(found);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  let paintedAt;
  let stamps;
  const send = () => {
    if (stamps === undefined || paintedAt === undefined) return;
    const json = JSON.stringify({ ...stamps, paintedAt });
    ${reportStamps[channel]};
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== ${JSON.stringify(FORM_PAINT)} || paintedAt !== undefined) continue;
      paintedAt = entry.renderTime || entry.startTime;
      send();
    }
  }).observe({ type: "element", buffered: true });
  let named = false;
  const observer = new MutationObserver(() => {
    const found = button();
    if (!named && found) {
      found.setAttribute("elementtiming", ${JSON.stringify(FORM_PAINT)});
      named = true;
    }
    if (!ready()) return;
    observer.disconnect();
    const readyAt = performance.now();
    setTimeout(() => {
      stamps = { readyAt, usableAt: performance.now() };
      send();
    }, 0);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

export interface Stamps {
  readonly paintedAt: number;
  readonly readyAt: number;
  readonly usableAt: number;
}

export type ResourceKind = "document" | "js" | "css" | "font" | "image" | "data";

export interface LoadedResource {
  readonly url: string;
  readonly kind: ResourceKind;
  readonly method: string;
  readonly size: Size;
  /** Finished before the form was usable (on the page's clock). */
  readonly beforeUsable: boolean;
}

export interface PageLoad {
  readonly url: string;
  /** The form's first paint (its submit button's text). */
  readonly paintedAt: number;
  /** The submit button on screen, enabled and the page's own (hydrated). */
  readonly readyAt: number;
  /** Then the main thread free to take a keystroke. */
  readonly usableAt: number;
  /** Every response of the load, until the page settled after the form was usable. */
  readonly resources: readonly LoadedResource[];
}

const kindOf = (url: string, contentType: string, isDocument: boolean): ResourceKind => {
  if (isDocument) return "document";
  const path = new URL(url).pathname;
  if (/javascript/.test(contentType) || path.endsWith(".js")) return "js";
  if (/css/.test(contentType) || path.endsWith(".css")) return "css";
  if (/font/.test(contentType) || /\.(woff2?|ttf|otf)$/.test(path)) return "font";
  if (/image/.test(contentType) || /\.(svg|png|webp|ico|jpe?g|gif|avif)$/.test(path)) return "image";
  return "data";
};

export interface TimingOptions {
  /** CPU slowdown for Emulation.setCPUThrottlingRate; 1 = none. */
  readonly cpuThrottling?: number;
  /** Added to every request's round trip (Network.emulateNetworkConditions), as a phone's network would; 0 = none. */
  readonly latencyMs?: number;
  readonly timeoutMs?: number;
}

/** The viewport of every load: a laptop's, where the login's layout shows its background beside the form. */
const viewport = { width: 1280, height: 800 };

/**
 * One cold load (a new browser context: empty cache, no storage) of a login page, recorded: every response with
 * its body, until the page settled after the form was usable. Responses are tied to the page's own resource
 * timing, so "before the form was usable" is decided on one clock. Reading bodies costs the load time: its
 * stamps are not the timed ones (timeLoginPage).
 */
export async function recordLoginPage(browser: Browser, url: string, timeoutMs = 30_000): Promise<PageLoad> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(readinessProbe("console"));
    const bodies: Promise<Omit<LoadedResource, "beforeUsable">>[] = [];
    page.on("response", (response) => {
      const request = response.request();
      const kind = kindOf(
        response.url(),
        response.headers()["content-type"] ?? "",
        request.isNavigationRequest() && request.frame() === page.mainFrame(),
      );
      // A response without a body (the HEAD that reads the brand headers) still counts as a request.
      const body = response.body().catch(() => Buffer.alloc(0));
      bodies.push(
        body.then((bytes) => ({
          url: response.url(),
          method: request.method(),
          kind,
          size: sizeOf(bytes),
        })),
      );
    });
    const usable = waitForUsable(page, timeoutMs);
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
    const stamps = await usable;
    await page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => undefined);
    // "Before the form is usable": every response in by the time the submit button showed, enabled.
    const finished = await page.evaluate((cutoff) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return entries.map((entry) => ({ url: entry.name, beforeUsable: entry.responseEnd <= cutoff }));
    }, stamps.readyAt);
    const received = await Promise.all(bodies);
    // Resource timing lists each fetch once, in order; so does the response log: pair them up by address.
    const timings = new Map<string, boolean[]>();
    for (const { url: address, beforeUsable } of finished) {
      timings.set(address, [...(timings.get(address) ?? []), beforeUsable]);
    }
    const resources = received.map((resource) => {
      const beforeUsable =
        resource.kind === "document" ? true : (timings.get(resource.url)?.shift() ?? false);
      return { ...resource, beforeUsable };
    });
    return { url, ...stamps, resources };
  } finally {
    await context.close();
  }
}

async function waitForUsable(page: Page, timeout: number): Promise<Stamps> {
  const message = await page.waitForEvent("console", {
    predicate: (entry) => entry.text().startsWith(USABLE_MESSAGE),
    timeout,
  });
  return JSON.parse(message.text().slice(USABLE_MESSAGE.length)) as Stamps;
}

/**
 * One cold load of a login page, timed, over the DevTools pipe (cdp-pipe.ts): a browser context of its own, the
 * viewport, the slowdowns and the probe set through the Target, Emulation, Network and Page domains only, never
 * Runtime, so that nothing of the driver changes what the page's thread does.
 */
export async function timeLoginPage(
  browser: CdpTransport,
  url: string,
  options: TimingOptions = {},
): Promise<Stamps> {
  const { browserContextId } = await browser.send("Target.createBrowserContext");
  try {
    const { targetId } = await browser.send("Target.createTarget", { url: "about:blank", browserContextId });
    const { sessionId } = (await browser.send("Target.attachToTarget", { targetId, flatten: true })) as {
      sessionId: string;
    };
    const page = (method: string, params: Record<string, unknown> = {}) =>
      browser.send(method, params, sessionId);
    await page("Emulation.setDeviceMetricsOverride", { ...viewport, deviceScaleFactor: 1, mobile: false });
    if ((options.cpuThrottling ?? 1) > 1)
      await page("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling });
    if ((options.latencyMs ?? 0) > 0) {
      await page("Network.enable");
      await page("Network.emulateNetworkConditions", {
        offline: false,
        latency: options.latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page("Page.enable");
    await page("Page.addScriptToEvaluateOnNewDocument", { source: readinessProbe("address") });
    const stamps = stampsInAddress(browser, sessionId, url, options.timeoutMs ?? 30_000);
    await page("Page.navigate", { url });
    return await stamps;
  } finally {
    await browser.send("Target.disposeBrowserContext", { browserContextId });
  }
}

/** The stamps the probe puts in the page's fragment, from the same-document navigation the browser reports. */
function stampsInAddress(browser: CdpTransport, sessionId: string, url: string, timeoutMs: number) {
  return new Promise<Stamps>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`bench: ${url}: the login form was not usable within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = browser.listen((message: CdpMessage) => {
      if (message.sessionId !== sessionId || message.method !== "Page.navigatedWithinDocument") return;
      const address = String(message.params?.url ?? "");
      const at = address.indexOf(`#${STAMPS_FRAGMENT}`);
      if (at < 0) return;
      clearTimeout(timer);
      stop();
      resolve(JSON.parse(decodeURIComponent(address.slice(at + STAMPS_FRAGMENT.length + 1))) as Stamps);
    });
  });
}

/** The figures of one load, by kind, for the table. */
export interface LoadFigures {
  readonly js: Size;
  readonly jsFiles: number;
  readonly css: Size;
  readonly fonts: Size;
  readonly fontFiles: number;
  readonly images: Size;
  readonly imageFiles: number;
  readonly requests: number;
  /** Bytes of every response before the form was usable, decoded (scripts and JSON travel as brotli copies). */
  readonly bytes: number;
  /** JavaScript fetched after the form was usable, until the page settled (ky, the hub client never). */
  readonly jsAfter: Size;
  readonly assetUrls: readonly string[];
}

export function figuresOf(load: PageLoad): LoadFigures {
  const before = load.resources.filter((resource) => resource.beforeUsable);
  const total = (kind: ResourceKind, list: readonly LoadedResource[] = before) =>
    list.filter((resource) => resource.kind === kind).reduce((sum, { size }) => addSizes(sum, size), zero);
  const count = (kind: ResourceKind) => before.filter((resource) => resource.kind === kind).length;
  return {
    js: total("js"),
    jsFiles: count("js"),
    css: total("css"),
    fonts: total("font", load.resources),
    fontFiles: load.resources.filter((resource) => resource.kind === "font").length,
    images: total("image", load.resources),
    imageFiles: load.resources.filter((resource) => resource.kind === "image").length,
    requests: before.length,
    bytes: before.reduce((sum, { size }) => sum + size.raw, 0),
    jsAfter: total(
      "js",
      load.resources.filter((resource) => !resource.beforeUsable),
    ),
    assetUrls: load.resources
      .filter((resource) => resource.kind === "font" || resource.kind === "image")
      .map((resource) => new URL(resource.url).pathname),
  };
}
