import { type Brand, brandSchemes } from "@gse/brand-kit";
import type { Screen } from "@gse/sdk";
import axe from "axe-core";
import { Suspense, use } from "react";
import styled from "styled-components";
import { Spinner } from "../primitives/Spinner.tsx";
import { brandFontProblems, fontClashes, loadBrandFonts, settledBrandFonts } from "./brand-fonts.ts";
import type { ScreenMock } from "./get-screen-mock.tsx";

/** The two widths every screen is reviewed at: a small phone and a laptop. */
export const reviewWidths = [360, 1280] as const;

/** The rules the review holds every screen to: WCAG 2.2 AA, as the stories' axe check does. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A specimen without a width takes the page's: its figure spans the sheet, as the frame did before captions. */
const Figure = styled.figure<{ $width: number | undefined }>`
  flex: none;
  width: ${({ $width }) => ($width ? "auto" : "100%")};
  max-width: 100%;
  margin: 0;
`;

const Caption = styled.figcaption`
  margin: 0 0 8px;
  font: 14px/1.4 system-ui, sans-serif;
`;

const CaptionLine = styled.span`
  display: block;
`;

const Frame = styled.section<{ $width: number | undefined }>`
  width: ${({ $width }) => ($width ? `${$width}px` : "100%")};
  height: 760px;
  overflow: auto;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.roles.border};
`;

/** The specimen's own brand font on everything in it, whatever brand the page (the toolbar) is in. */
const InBrandFont = styled.div`
  font-family: ${({ theme }) => theme.font.family};
`;

/** The brand and the page's brand of each specimen frame, for the check. */
const specimenBrands = new WeakMap<Element, { readonly key: string; readonly brand: Brand }>();

/** The screen, drawn only once its brand's fonts have loaded; a font that did not load is shown, named. */
function InBrandFonts({ mock, Component }: { readonly mock: ScreenMock; readonly Component: Screen }) {
  const { brandKey, brand } = mock.props;
  const { problems } = settledBrandFonts(brandKey) ?? use(loadBrandFonts(brandKey, brand));
  return (
    <InBrandFont>
      {problems.map((problem) => (
        <p key={problem} data-font-problem={problem}>
          {problem}
        </p>
      ))}
      <Component {...mock.props} />
    </InBrandFont>
  );
}

/**
 * One screen in one brand at one width, on its own in-memory API, drawn in its brand's own fonts (loaded once
 * per brand, before the screen is drawn) under a visible caption: brand key and name, family, screen, state and
 * width. Without a width it takes the page's, so a sheet screenshotted at 360 and 1280 px shows each screen at
 * that width.
 */
export function Specimen({
  mock,
  Component,
  screen,
  state = "Default",
  width,
}: {
  readonly mock: ScreenMock;
  readonly Component: Screen;
  readonly screen: string;
  readonly state?: string;
  readonly width?: number;
}) {
  const { brandKey, brand } = mock.props;
  const label = `brand ${brandKey}, screen ${screen}${width ? `, ${width}px` : ""}`;
  return (
    <Figure $width={width}>
      <Caption>
        <CaptionLine>
          <strong>{brandKey}</strong> · {brand.name}
        </CaptionLine>
        <CaptionLine>
          {brand.family} · {screen} · {state} · {width ? `${width} px` : "page width"}
        </CaptionLine>
      </Caption>
      <Frame
        $width={width}
        aria-label={label}
        data-specimen={label}
        // A frame scrolls when its screen is taller than the frame: it takes the focus, so a keyboard scrolls it
        // even while the screen in it has nothing focusable (a notice, a spinner).
        tabIndex={0}
        ref={(frame) => {
          if (frame) specimenBrands.set(frame, { key: brandKey, brand });
        }}
      >
        {mock.wrap(
          <Suspense fallback={<Spinner />}>
            <InBrandFonts mock={mock} Component={Component} />
          </Suspense>,
        )}
      </Frame>
    </Figure>
  );
}

/**
 * What is wrong with the specimens under `root`, one line each naming brand, screen and width: every axe
 * violation of WCAG 2.2 AA, any specimen whose content scrolls sideways, and any drawn in other fonts than its
 * brand's (a face that did not load, another rendered family, two brands declaring one family differently).
 */
export async function specimenProblems(
  root: ParentNode,
  scheme?: "dark",
): Promise<{ checked: number; problems: string[] }> {
  const all = [...root.querySelectorAll<HTMLElement>("[data-specimen]")];
  // In dark: the specimens of the brands that can show it, each checked with axe's colour rules (the document is
  // the one the light pass checked; only its styles and images changed).
  const frames = scheme
    ? all.filter((frame) => {
        const brand = specimenBrands.get(frame)?.brand;
        return brand !== undefined && brandSchemes(brand).includes(scheme);
      })
    : all;
  const problems: string[] = [];
  const shown = new Map<string, Brand>();
  const violations = await violationsByFrame(frames, scheme ? colourRules : undefined);
  for (const frame of frames) {
    const label = `${frame.dataset.specimen ?? "specimen"}${scheme ? ` (${scheme})` : ""}`;
    const specimen = specimenBrands.get(frame);
    if (specimen) {
      shown.set(specimen.key, specimen.brand);
      const fonts = await brandFontProblems(frame, specimen.key, specimen.brand);
      problems.push(...fonts.map((problem) => `${label}: ${problem}`));
    }
    for (const [violation, count] of violations.get(frame) ?? [])
      problems.push(`${label}: ${violation.id}: ${violation.help} (${count} elements)`);
    if (frame.scrollWidth > frame.clientWidth) problems.push(`${label}: content scrolls sideways`);
  }
  problems.push(...fontClashes(shown));
  return { checked: frames.length, problems };
}

/**
 * axe's rules that read colours, the only ones a scheme changes: a state re-themed to dark is the same document
 * (same elements, names, roles, alternatives; only styles and image addresses change), whose other rules the
 * light pass ran.
 */
export const colourRules = ["color-contrast", "link-in-text-block"] as const;

/**
 * axe's rules that read what a brand gives a document its other brands share (a console state re-themed under the
 * live tree): the colours; the sizes and overflow that its fonts change (target-size, scrollable regions); its
 * logo's alternative and the names a logo gives a link or button; the page title; the language its tenant sets.
 * Every other rule reads the structure, which the state's first brand had checked.
 */
export const brandRules = [
  ...colourRules,
  "target-size",
  "scrollable-region-focusable",
  "image-alt",
  "role-img-alt",
  "svg-img-alt",
  "link-name",
  "button-name",
  "document-title",
  "html-has-lang",
  "html-lang-valid",
  "valid-lang",
] as const;

/**
 * axe's violations of WCAG 2.2 AA (or of `rules`) under `context`, with what the review reads and no more: the
 * violations alone (passes and incomplete results were most of a run's bookkeeping), no CSS selectors (a line
 * names the rule and the count), no stylesheet preloading (it serves only css-orientation-lock, which axe does not
 * run by default), and no HTML source (`noHtml`): axe otherwise serializes every element it checks for its report,
 * the whole document for each rule checked on `<html>`, about a fifth of a re-themed console state's axe time.
 * Storybook's a11y addon resets axe before its own runs, so its reports keep their HTML: set here before each run.
 */
async function wcagViolations(
  context: axe.ElementContext,
  rules: readonly string[] | undefined,
  options: Pick<axe.RunOptions, "elementRef"> = {},
): Promise<axe.Result[]> {
  axe.configure({ noHtml: true });
  const { violations } = await axe.run(context, {
    runOnly: rules ? { type: "rule", values: [...rules] } : { type: "tag", values: wcagTags },
    resultTypes: ["violations"],
    selectors: false,
    preload: false,
    ...options,
  });
  return violations;
}

/**
 * Every axe violation of WCAG 2.2 AA (or of `rules`) in the specimen frames, counted by frame, in one axe run over
 * them all: axe prepares the whole document at every run, so a run per frame of a page of 16 specimens prepared
 * it 16 times (four fifths of a review page's test).
 */
async function violationsByFrame(
  frames: readonly HTMLElement[],
  rules?: readonly string[],
): Promise<Map<Element, Map<axe.Result, number>>> {
  const byFrame = new Map<Element, Map<axe.Result, number>>();
  if (frames.length === 0) return byFrame;
  const violations = await wcagViolations({ include: [...frames] }, rules, { elementRef: true });
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const frame = node.element?.closest("[data-specimen]");
      if (!frame) continue;
      const counts = byFrame.get(frame) ?? new Map<axe.Result, number>();
      counts.set(violation, (counts.get(violation) ?? 0) + 1);
      byFrame.set(frame, counts);
    }
  }
  return byFrame;
}

/** Every axe violation of WCAG 2.2 AA under `context`, one line each starting with `label`. */
export async function axeProblems(
  context: axe.ElementContext,
  label: string,
  rules?: readonly string[],
): Promise<string[]> {
  const violations = await wcagViolations(context, rules);
  return violations.map(
    (violation) => `${label}: ${violation.id}: ${violation.help} (${violation.nodes.length} elements)`,
  );
}
