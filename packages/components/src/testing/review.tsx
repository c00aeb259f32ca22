import type { Screen } from "@gse/sdk";
import axe from "axe-core";
import styled from "styled-components";
import type { ScreenMock } from "./get-screen-mock.tsx";

/** The two widths every screen is reviewed at: a small phone and a laptop. */
export const reviewWidths = [360, 1280] as const;

/** The rules the review holds every screen to: WCAG 2.2 AA, as the stories' axe check does. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const Frame = styled.section<{ $width: number | undefined }>`
  flex: none;
  width: ${({ $width }) => ($width ? `${$width}px` : "100%")};
  height: 760px;
  overflow: auto;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.roles.border};
`;

/**
 * One screen in one brand at one width, on its own in-memory API. Without a width it takes the page's,
 * so a sheet screenshotted at 360 and 1280 px shows each screen at that width.
 */
export function Specimen({
  mock,
  Component,
  screen,
  width,
}: {
  readonly mock: ScreenMock;
  readonly Component: Screen;
  readonly screen: string;
  readonly width?: number;
}) {
  const label = `brand ${mock.props.brandKey}, screen ${screen}${width ? `, ${width}px` : ""}`;
  return (
    <Frame $width={width} aria-label={label} data-specimen={label}>
      {mock.wrap(<Component {...mock.props} />)}
    </Frame>
  );
}

/**
 * What is wrong with the specimens under `root`, one line each naming brand, screen and width: every axe
 * violation of WCAG 2.2 AA, and any specimen whose content scrolls sideways.
 */
export async function specimenProblems(root: ParentNode): Promise<{ checked: number; problems: string[] }> {
  const frames = [...root.querySelectorAll<HTMLElement>("[data-specimen]")];
  const problems: string[] = [];
  for (const frame of frames) {
    const label = frame.dataset.specimen ?? "specimen";
    problems.push(...(await axeProblems(frame, label)));
    if (frame.scrollWidth > frame.clientWidth) problems.push(`${label}: content scrolls sideways`);
  }
  return { checked: frames.length, problems };
}

/** Every axe violation of WCAG 2.2 AA under `context`, one line each starting with `label`. */
export async function axeProblems(context: axe.ElementContext, label: string): Promise<string[]> {
  const { violations } = await axe.run(context, { runOnly: { type: "tag", values: wcagTags } });
  return violations.map(
    (violation) => `${label}: ${violation.id}: ${violation.help} (${violation.nodes.length} elements)`,
  );
}
