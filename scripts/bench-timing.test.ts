import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CdpMessage, type CdpTransport, launchPipeBrowser, type PipeBrowser } from "./bench/cdp-pipe.ts";
import { timeLoginPage } from "./bench/measure.ts";

/** A browser that answers every command and, once navigated, reports the stamps the probe would. */
function fakeBrowser(stamps: object) {
  const sent: { method: string; sessionId?: string | undefined }[] = [];
  const listeners = new Set<(message: CdpMessage) => void>();
  const transport: CdpTransport = {
    async send(method, _params, sessionId) {
      sent.push({ method, sessionId });
      if (method === "Page.navigate") {
        const url = `http://127.0.0.1/#gse-bench-stamps=${encodeURIComponent(JSON.stringify(stamps))}`;
        setTimeout(() => {
          for (const listener of listeners)
            listener({ method: "Page.navigatedWithinDocument", sessionId: "page", params: { url } });
        }, 0);
      }
      if (method === "Target.createBrowserContext") return { browserContextId: "context" };
      if (method === "Target.createTarget") return { targetId: "target" };
      if (method === "Target.attachToTarget") return { sessionId: "page" };
      return {};
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { transport, sent };
}

describe("a timed login load (pnpm bench)", () => {
  it("never enables the Runtime domain, whose stack traces make V8 parse a page's scripts again", async () => {
    const { transport, sent } = fakeBrowser({ paintedAt: 300, readyAt: 500, usableAt: 510 });
    const stamps = await timeLoginPage(transport, "http://127.0.0.1/", { cpuThrottling: 4, latencyMs: 150 });
    expect(stamps).toEqual({ paintedAt: 300, readyAt: 500, usableAt: 510 });
    const methods = sent.map(({ method }) => method);
    expect(methods).toEqual(
      expect.arrayContaining(["Emulation.setCPUThrottlingRate", "Network.emulateNetworkConditions"]),
    );
    expect(methods.filter((method) => method.startsWith("Runtime."))).toEqual([]);
    expect(methods.at(-1)).toBe("Target.disposeBrowserContext");
  });

  describe("in Chromium, over the DevTools pipe", () => {
    const page = `<!doctype html><html><body><form><label>Usuario <input name="user"></label>
      <button type="submit">Ingresar</button></form></body></html>`;
    const server = createServer((_, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(page);
    });
    let browser: PipeBrowser;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      browser = await launchPipeBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      server.close();
    });

    it("reads the form's paint, then its readiness, from the stamps the page puts in its address", async () => {
      const { port } = server.address() as AddressInfo;
      const stamps = await timeLoginPage(browser, `http://127.0.0.1:${port}/`);
      expect(stamps.paintedAt).toBeGreaterThan(0);
      expect(stamps.usableAt).toBeGreaterThanOrEqual(stamps.readyAt);
    });
  });
});
