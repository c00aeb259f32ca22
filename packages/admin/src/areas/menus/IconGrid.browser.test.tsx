import { beforeAll, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { inSpanish, renderPiece } from "../../pieces/testing/render-piece.tsx";
import { materialIconNames } from "../../shell/icons/MenuIcon.tsx";
import { type IconChoice, IconGrid } from "./IconGrid.tsx";
import { WHOLE_GRID_MAX } from "./icon-grid-window.ts";

beforeAll(inSpanish);

const every: readonly IconChoice[] = materialIconNames.map((iconName) => ({
  iconName,
  isPersonalizedIcon: false,
}));
const drawn = () => [...document.querySelectorAll<HTMLButtonElement>("[data-icon-index]")];
const focusedTitle = () => document.activeElement?.getAttribute("title");

/** The grid as the item modal holds it: 455 px wide, four icons a row. */
function renderGrid(icons: readonly IconChoice[], onChoose = vi.fn()) {
  renderPiece(
    <div style={{ width: 455 }}>
      <IconGrid
        label="Iconos"
        icons={icons}
        chosen={{ iconName: "home", isPersonalizedIcon: false }}
        onChoose={onChoose}
      />
    </div>,
  );
  return onChoose;
}

/** Whether a button shows inside the grid's scrolling box. */
function inBox(button: Element | null | undefined): boolean {
  const box = document.querySelector("[role=group]")?.parentElement?.getBoundingClientRect();
  const shown = button?.getBoundingClientRect();
  return (
    box !== undefined && shown !== undefined && shown.top >= box.top - 1 && shown.bottom <= box.bottom + 1
  );
}

describe("the icon picker's grid in Chromium", () => {
  it(`draws only the rows in and near its box of the ${materialIconNames.length} built-in icons`, async () => {
    await page.viewport(1280, 800);
    renderGrid(every);
    expect(materialIconNames.length).toBeGreaterThan(WHOLE_GRID_MAX);
    await vi.waitFor(() => expect(drawn().length).toBeGreaterThan(8));
    expect(drawn().length).toBeLessThan(60);
  });

  it("is one tab stop, on the chosen icon; the arrows, Home and End move among every icon, scrolling; Enter chooses", async () => {
    await page.viewport(1280, 800);
    const onChoose = renderGrid(every);
    const stops = () => drawn().filter((button) => button.tabIndex === 0);
    await vi.waitFor(() => expect(stops().map((button) => button.title)).toEqual(["home"]));
    await vi.waitFor(() => expect(inBox(stops()[0])).toBe(true));
    stops()[0]?.focus();

    await userEvent.keyboard("{End}");
    await vi.waitFor(() => expect(focusedTitle()).toBe(materialIconNames.at(-1)));
    await vi.waitFor(() => expect(inBox(document.activeElement)).toBe(true));
    expect(drawn().length).toBeLessThan(60);
    await userEvent.keyboard("{ArrowUp}");
    await vi.waitFor(() => expect(focusedTitle()).toBe(materialIconNames.at(-5)));
    await userEvent.keyboard("{ArrowLeft}");
    await vi.waitFor(() => expect(focusedTitle()).toBe(materialIconNames.at(-6)));
    await userEvent.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledWith({ iconName: materialIconNames.at(-6), isPersonalizedIcon: false });
    expect(stops()).toHaveLength(1);

    await userEvent.keyboard("{Home}");
    await vi.waitFor(() => expect(focusedTitle()).toBe(materialIconNames[0]));
    await vi.waitFor(() => expect(inBox(document.activeElement)).toBe(true));
  });

  it(`draws a search's answer of up to ${WHOLE_GRID_MAX} icons whole`, async () => {
    await page.viewport(1280, 800);
    renderGrid(every.slice(0, WHOLE_GRID_MAX));
    expect(drawn()).toHaveLength(WHOLE_GRID_MAX);
  });
});
