import type { ColorScheme } from "@gse/brand-kit";
import type { FamilyRegistry, Screen, ScreenSlot } from "@gse/sdk";
import type { StoryContext, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import styled from "styled-components";
import { getScreenMock, type ScreenMockOptions } from "./get-screen-mock.tsx";
import { setLiveScheme, toolbarScheme } from "./live-brand.ts";
import { reviewWidths, Specimen, specimenProblems } from "./review.tsx";
import { storyFamilies } from "./screen-stories.tsx";
import { familyBrandKeys, storyBrand } from "./story-brands.ts";

/** A screen a designer reviews, with the mock options of its default state (built afresh for each specimen). */
export interface ReviewedScreen {
  readonly slot: ScreenSlot;
  readonly Component: Screen;
  readonly options?: () => Omit<ScreenMockOptions, "slot" | "brand" | "brandKey">;
}

const SheetTitle = styled.h1`
  margin: 0;
  padding: 24px 24px 0;
  font: 700 1.5rem/1.3 system-ui, sans-serif;
`;

const Sheet = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 24px;
  padding: 24px;
`;

/** Waits until no specimen of the page shows a spinner: each brand's fonts and screen chunk have loaded. */
export async function specimensSettled({
  canvasElement,
}: Pick<StoryContext, "canvasElement">): Promise<void> {
  // A page of a dozen brands waits on each brand's fonts and screen chunk: 5 s ran out in CI beside the other
  // browser work. A hang still fails, inside the project's test timeout; speed is the bench's.
  await waitFor(
    () => expect(canvasElement.querySelectorAll("[data-specimen] [role=status]")).toHaveLength(0),
    { timeout: 25_000 },
  );
}

/**
 * Once every specimen has settled (no spinner left, so the real screens are checked), each one passes axe
 * (WCAG 2.2 AA) and fits its frame; a failure names the brand, the screen and the width.
 */
async function reviewCheck({ canvasElement, name }: Pick<StoryContext, "canvasElement" | "name">) {
  await specimensSettled({ canvasElement });
  const light = await specimenProblems(canvasElement);
  await expect(light.checked).toBeGreaterThan(0);
  // The same specimens re-themed to dark under the live tree (every screen mock follows the live scheme), not
  // drawn again: each brand that can show dark is checked in it too.
  setLiveScheme("dark");
  const dark = await new Promise<Awaited<ReturnType<typeof specimenProblems>>>((resolve, reject) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => specimenProblems(canvasElement, "dark").then(resolve, reject)),
    ),
  ).finally(() => setLiveScheme(undefined));
  const checked = light.checked + dark.checked;
  console.info(
    `review ${name}: ${checked} combinations (brand × screen × width × scheme) checked with axe and for sideways scroll, ${dark.checked} of them in dark`,
  );
  await expect([...light.problems, ...dark.problems]).toEqual([]);
}

function mockFor(
  screen: ReviewedScreen,
  key: unknown,
  families: FamilyRegistry | undefined,
  scheme: ColorScheme,
) {
  const { key: brandKey, brand } = storyBrand(key);
  return getScreenMock({
    scheme,
    slot: screen.slot,
    ...screen.options?.(),
    brand,
    brandKey,
    ...storyFamilies({ families }),
  });
}

/** One screen in every brand of `family`, at 360 and 1280 px. */
function AcrossBrands({
  family,
  screen,
  families,
  scheme,
}: {
  readonly family: string;
  readonly screen: ReviewedScreen;
  readonly families: FamilyRegistry | undefined;
  readonly scheme: ColorScheme;
}) {
  const [mocks] = useState(() =>
    familyBrandKeys(family).flatMap((key) =>
      reviewWidths.map((width) => ({ width, mock: mockFor(screen, key, families, scheme) })),
    ),
  );
  return (
    <Sheet>
      {mocks.map(({ width, mock }) => (
        <Specimen
          key={`${mock.props.brandKey}-${width}`}
          mock={mock}
          Component={screen.Component}
          screen={screen.slot}
          width={width}
        />
      ))}
    </Sheet>
  );
}

/** Every screen in one brand, at the page's width. */
function BrandSheet({
  brandKey,
  screens,
  families,
  scheme,
}: {
  readonly brandKey: unknown;
  readonly screens: readonly ReviewedScreen[];
  readonly families: FamilyRegistry | undefined;
  readonly scheme: ColorScheme;
}) {
  const [mocks] = useState(() =>
    screens.map((screen) => ({ screen, mock: mockFor(screen, brandKey, families, scheme) })),
  );
  const { key, brand } = storyBrand(brandKey);
  return (
    <>
      <SheetTitle>
        {brand.name} ({key}): every screen
      </SheetTitle>
      <Sheet>
        {mocks.map(({ screen, mock }) => (
          <Specimen key={screen.slot} mock={mock} Component={screen.Component} screen={screen.slot} />
        ))}
      </Sheet>
    </>
  );
}

/**
 * The review stories of a family: `acrossBrands(slot)` shows one screen in every brand of the family at 360 and
 * 1280 px; `brandSheet` every screen in the toolbar's brand (what `pnpm review:sheets` captures).
 */
export function familyReview(family: string, screens: readonly ReviewedScreen[]) {
  return {
    brandSheet: {
      render: (_args, { globals, parameters }) => (
        <BrandSheet
          key={`${String(globals.brand)}-${String(globals.colorScheme)}`}
          brandKey={globals.brand}
          screens={screens}
          families={parameters.families as FamilyRegistry | undefined}
          scheme={toolbarScheme(globals.colorScheme)}
        />
      ),
      play: reviewCheck,
    } satisfies StoryObj,
    acrossBrands(slot: ScreenSlot): StoryObj {
      const screen = screens.find((candidate) => candidate.slot === slot);
      if (!screen) throw new Error(`familyReview(${family}): no reviewed screen for the ${slot} slot`);
      return {
        render: (_args, { globals, parameters }) => (
          <AcrossBrands
            key={String(globals.colorScheme)}
            family={family}
            screen={screen}
            families={parameters.families as FamilyRegistry | undefined}
            scheme={toolbarScheme(globals.colorScheme)}
          />
        ),
        play: reviewCheck,
      };
    },
  };
}
