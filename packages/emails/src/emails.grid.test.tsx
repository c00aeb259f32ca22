import { brandKeys, brands } from "virtual:gse-brands";
import { type Language, languages } from "@gse/brand-kit";
import axe from "axe-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailKinds } from "./message.ts";
import { previewEmail } from "./preview/preview-email.ts";

/**
 * The emails' review grid: every kind in every shipped brand and every language, rendered as the API renders it,
 * written into a frame as a mail client shows it, checked with axe (WCAG 2.2 AA, as the screens' grid) and for
 * sideways scroll at 360 px (a small phone) and 320 px (the narrowest the layout is for).
 */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const widths = [360, 320] as const;

type AxeWindow = Window & { axe?: typeof axe; eval(code: string): unknown };

let frame: HTMLIFrameElement;
let checked = 0;

/** One frame for the whole grid: axe is loaded into it once, and each email is written over the last. */
beforeAll(async () => {
  frame = document.createElement("iframe");
  frame.title = "email";
  frame.style.cssText = `width:${widths[0]}px;height:800px;border:0`;
  document.body.append(frame);
  await new Promise((resolve) => {
    frame.addEventListener("load", resolve, { once: true });
    frame.srcdoc = "<!doctype html><html><body></body></html>";
  });
  const view = frame.contentWindow as AxeWindow;
  // Evaluated in the frame's realm: axe checks the document it runs in.
  view.eval(axe.source);
  // Without each checked element's HTML source, which axe serializes for a report these lines never read.
  view.axe?.configure({ noHtml: true });
});

afterAll(() => {
  frame.remove();
  console.info(`review grid emails: ${checked} combinations (kind × brand × language × width) checked`);
});

async function problemsOf(html: string, language: Language, label: string): Promise<string[]> {
  const doc = frame.contentDocument;
  const view = frame.contentWindow as AxeWindow;
  if (!doc || !view.axe) throw new Error("the grid's frame has no document or no axe");
  doc.open();
  doc.write(html);
  doc.close();
  const problems: string[] = [];
  if (doc.documentElement.lang !== language) {
    problems.push(`${label}: <html lang="${doc.documentElement.lang}">, expected "${language}"`);
  }
  for (const width of widths) {
    frame.style.width = `${width}px`;
    const { scrollWidth, clientWidth } = doc.documentElement;
    if (scrollWidth > clientWidth)
      problems.push(`${label}, ${width}px: the email scrolls sideways (${scrollWidth}px)`);
  }
  frame.style.width = `${widths[0]}px`;
  const results = await view.axe.run(doc, {
    runOnly: { type: "tag", values: wcagTags },
    resultTypes: ["violations"],
  });
  for (const violation of results.violations) {
    const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
    problems.push(`${label}: ${violation.id} (${violation.help}) at ${targets}`);
  }
  return problems;
}

describe("review grid, emails", () => {
  it("has every shipped brand", () => {
    expect(brandKeys.length).toBeGreaterThan(0);
    expect(brandKeys.every((key) => brands[key])).toBe(true);
  });

  for (const brandKey of brandKeys) {
    for (const language of languages as readonly Language[]) {
      it(`${brandKey} · ${language}: every kind reads (axe) and fits 360 and 320 px`, async () => {
        const brand = brands[brandKey];
        if (!brand) throw new Error(`virtual:gse-brands: no brand ${brandKey}`);
        const problems: string[] = [];
        for (const kind of emailKinds) {
          const email = await previewEmail(kind, brandKey, brand, language, window.location.origin);
          problems.push(...(await problemsOf(email.html, language, `${brandKey} · ${kind} · ${language}`)));
          checked += widths.length;
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
