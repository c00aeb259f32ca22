import type { Budget } from "./budget.ts";
import type { LoadFigures } from "./measure.ts";
import type { Size } from "./stats.ts";

/** Median and spread of the timed loads, in ms. */
export interface Timing {
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  readonly min: number;
  readonly max: number;
}

/** The pages timed side by side: the portal as served, its two controls, and the floor. */
export type TimedPage = "portal" | "browserDrawn" | "bare" | "floor";

/** A timed page's two moments: its form on screen, and its form usable. */
export interface PageTiming {
  readonly visible: Timing;
  readonly usable: Timing;
}

export function timingOf(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => {
    const position = (sorted.length - 1) * fraction;
    const low = sorted[Math.floor(position)] ?? 0;
    const high = sorted[Math.ceil(position)] ?? low;
    return low + (high - low) * (position - Math.floor(position));
  };
  return { median: at(0.5), p25: at(0.25), p75: at(0.75), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

const k = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(0);
const ratio = (a: number, b: number) => (b === 0 ? "—" : `${(a / b).toFixed(2)}×`);
const signed = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${k(Math.abs(bytes))}`;
const sizes = ({ raw, gzip, brotli }: Size) => [k(raw), k(gzip), k(brotli)];

export interface TableInput {
  readonly brands: readonly { readonly key: string }[];
  readonly measured: ReadonlyMap<string, LoadFigures>;
  readonly floor: LoadFigures;
  readonly generated: LoadFigures;
  /**
   * portal: as served (the server's HTML, the preload headers); browserDrawn: the same without the server's HTML;
   * bare: the same without the preload headers.
   */
  readonly timing: Readonly<Record<TimedPage, PageTiming>>;
  readonly budget: Budget;
  readonly runs: number;
  readonly cpuThrottling: number;
}

/** The one table of `pnpm bench`, in Markdown so that it pastes into docs/performance.md as it is. */
export function printTable(input: TableInput): void {
  const { measured, floor, generated, timing, budget } = input;
  const header = [
    "login page",
    "initial JS raw KB",
    "gzip -9 KB",
    "brotli KB",
    "JS files",
    "CSS gzip KB",
    "fonts KB (files)",
    "images gzip KB (files)",
    "requests before usable",
    "bytes before usable KB",
    `visible, ${input.cpuThrottling}x CPU: median ms`,
    "p25–p75 (min–max) ms",
    `usable, ${input.cpuThrottling}x CPU: median ms`,
    "p25–p75 (min–max) ms",
    "JS after usable, gzip KB",
  ];
  const spread = (value: Timing) =>
    [ms(value.median), `${ms(value.p25)}–${ms(value.p75)} (${ms(value.min)}–${ms(value.max)})`] as const;
  const time = (value: PageTiming | undefined) =>
    value ? [...spread(value.visible), ...spread(value.usable)] : ["", "", "", ""];
  const row = (name: string, figures: LoadFigures, timed?: PageTiming) => [
    name,
    ...sizes(figures.js),
    String(figures.jsFiles),
    k(figures.css.gzip),
    `${k(figures.fonts.raw)} (${figures.fontFiles})`,
    `${k(figures.images.gzip)} (${figures.imageFiles})`,
    String(figures.requests),
    k(figures.bytes),
    ...time(timed),
    k(figures.jsAfter.gzip),
  ];
  const suite = measured.get("suite");
  const rows: string[][] = [];
  for (const { key } of input.brands) {
    const figures = measured.get(key);
    if (figures) rows.push(row(`portal, ${key}`, figures, key === "suite" ? timing.portal : undefined));
  }
  const timedOnly = (name: string, timed: PageTiming) => [
    name,
    ...Array.from({ length: 9 }, () => ""),
    ...time(timed),
    "",
  ];
  rows.push(timedOnly("portal, suite, drawn in the browser (no server HTML)", timing.browserDrawn));
  rows.push(timedOnly("portal, suite, without preload headers", timing.bare));
  rows.push(row("floor: bare React 19 form", floor, timing.floor));
  if (suite) {
    rows.push([
      "ratio portal suite / floor",
      ratio(suite.js.raw, floor.js.raw),
      ratio(suite.js.gzip, floor.js.gzip),
      ratio(suite.js.brotli, floor.js.brotli),
      ratio(suite.jsFiles, floor.jsFiles),
      "",
      "",
      "",
      ratio(suite.requests, floor.requests),
      ratio(suite.bytes, floor.bytes),
      ratio(timing.portal.visible.median, timing.floor.visible.median),
      "",
      ratio(timing.portal.usable.median, timing.floor.usable.median),
      "",
      "",
    ]);
    rows.push(row(`portal, suite, ${budget.generatedBrands} more brands`, generated));
    rows.push([
      `difference (${budget.generatedBrands} brands − shipped)`,
      signed(generated.js.raw - suite.js.raw),
      signed(generated.js.gzip - suite.js.gzip),
      signed(generated.js.brotli - suite.js.brotli),
      String(generated.jsFiles - suite.jsFiles),
      ...Array.from({ length: 10 }, () => ""),
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  console.log(`\n${line(header)}`);
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const cells of rows) console.log(line(cells));
  console.log(
    `\nInitial JS: every script in by the time the submit button showed, enabled (Chromium, cold, no throttling);` +
      ` budget ${k(budget.loginInitialJsGzipBytes)} KB gzip. Visible: navigation start until the form's first paint` +
      ` (its submit button's text, Element Timing), budget ${budget.loginVisibleRatioToFloor}× the floor's. Usable:` +
      " until the button is on screen, enabled and the page's own (a form the server drew, once hydrated), and a" +
      ` task queued then has run, budget ${budget.loginUsableRatioToFloor}× the floor's; ${input.runs} cold loads` +
      " each, interleaved. KB = 1000 bytes. Fonts and images: until the page settled.",
  );
}
