import { expect, test } from "./fixtures.ts";

// A throttled cold load, frame by frame: the baselines of each login state are in
// e2e/login-screens.spec.ts; this file holds what happens before the first of them.

/**
 * Every animation frame of a page, from its first: the title, the family and background the frame wears and the
 * heading's box. Installed before the page's own scripts; frames are what the screen shows, one per paint.
 */
type Frame = {
  title: string;
  family?: string | undefined;
  body?: string;
  heading?: { width: number; height: number; top: number; font: string };
  brandFontLoaded: boolean;
};

const recordFrames = () => {
  const frames: Frame[] = [];
  (window as unknown as { frames_: Frame[] }).frames_ = frames;
  const sample = () => {
    const heading = document.querySelector("h1");
    const rect = heading?.getBoundingClientRect();
    frames.push({
      title: document.title,
      family: document.documentElement.dataset.gseFamily,
      ...(document.body ? { body: getComputedStyle(document.body).backgroundColor } : {}),
      ...(heading && rect
        ? {
            heading: {
              width: rect.width,
              height: rect.height,
              top: rect.top,
              font: getComputedStyle(heading).fontFamily,
            },
          }
        : {}),
      brandFontLoaded: [...document.fonts].some(
        (font) => font.status === "loaded" && !font.family.includes("Fallback"),
      ),
    });
    if (frames.length < 2000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};

test("a throttled cold load of a themed brand shows only its own title, frame and steady text, frame by frame", async ({
  browser,
  portal,
}) => {
  test.setTimeout(90_000);
  // A cold context: nothing cached from the baselines above.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // A slow phone: 4x CPU, 150 ms round trips, about 1.6 Mbit/s down.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let screencastFrames = 0;
  cdp.on("Page.screencastFrame", ({ sessionId }) => {
    screencastFrames += 1;
    void cdp.send("Page.screencastFrameAck", { sessionId }).catch(() => {});
  });
  await cdp.send("Page.startScreencast", { format: "jpeg", quality: 30, everyNthFrame: 1 });
  await page.addInitScript(recordFrames);

  await page.goto(portal.url("inhibitorylists", "/login"));
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  await cdp.send("Page.stopScreencast");
  const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
  const settled = frames.at(-1);
  if (!settled?.heading)
    throw new Error("inhibitorylists.localhost: the last frame recorded shows no heading");
  const last = settled.heading;
  await context.close();

  expect(screencastFrames, "the screencast saw the load paint").toBeGreaterThan(0);
  expect(frames.length).toBeGreaterThan(5);
  expect(settled).toMatchObject({ title: "GSE Listas Inhibitorias", family: "themed" });
  // The title, from the first frame: never the suite's, nor a neutral one.
  expect(new Set(frames.map((frame) => frame.title))).toEqual(new Set([settled.title]));
  // The family and background of the themed frame from the first frame with a body.
  const withBody = frames.filter((frame) => frame.body !== undefined);
  expect(new Set(withBody.map((frame) => `${frame.family} ${frame.body}`))).toEqual(
    new Set([`themed ${settled.body}`]),
  );
  // The heading keeps its place and size through the font's swap and the login's later parts (within 2 px),
  // whichever face draws it: the themed column hangs from a fixed top, so what arrives grows it downward.
  const headings = frames.filter((frame) => frame.heading);
  expect(headings.length).toBeGreaterThan(0);
  for (const { heading } of headings) {
    for (const side of ["width", "height", "top"] as const) {
      expect(Math.abs((heading?.[side] ?? Number.NaN) - last[side]), side).toBeLessThanOrEqual(2);
    }
  }
});
