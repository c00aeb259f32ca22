import type { MenuItem } from "@gse/contract";
import { act } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { inSpanish, renderPiece } from "../../pieces/testing/render-piece.tsx";
import { menuItem } from "./menu-fixtures.ts";
import { flattenTree } from "./menu-tree.ts";
import { SortableTree } from "./SortableTree.tsx";

beforeAll(inSpanish);

/** 50 sections of 9 pages: 500 items, as the bench's large menu. */
const largeTree = Array.from({ length: 50 }, (_, section) =>
  menuItem(
    `Sección ${section + 1}`,
    `s${String(section).padStart(9, "0")}`,
    "",
    Array.from({ length: 9 }, (_, pageIndex) =>
      menuItem(
        `Página ${section + 1}.${pageIndex + 1}`,
        `p${String(section * 9 + pageIndex).padStart(9, "0")}`,
      ),
    ),
  ),
);

const spoken = () => document.querySelector("[id^=DndLiveRegion]")?.textContent ?? "";
/** The place the last announcement gave (the dragged row's own, 2, before any). */
const heardPosition = () => Number(/posición (\d+) de/.exec(spoken())?.[1] ?? 2);

describe("a 500-item menu tree in Chromium", () => {
  it("draws only the rows near the view, each telling its place among all 500", async () => {
    await page.viewport(1280, 800);
    renderPiece(
      <SortableTree
        items={largeTree}
        label="Ítems del menú"
        onChange={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const rows = document.querySelectorAll("li[data-key]");
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.getAttribute("aria-setsize")).toBe("500");
    expect(rows[1]?.getAttribute("aria-posinset")).toBe("2");
  });

  // Twenty keyboard steps, each heard before the next: a few seconds, more on a loaded machine.
  it("moves an item 20 rows down by keyboard, scrolling, each step spoken, and drops it there", async () => {
    await page.viewport(1280, 800);
    const onChange = vi.fn();
    renderPiece(
      <SortableTree
        items={largeTree}
        label="Ítems del menú"
        onChange={onChange}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const handle = document.querySelector<HTMLButtonElement>('button[aria-label="Mover Página 1.1"]');
    if (!handle) throw new Error("the first page's handle is not drawn");
    await act(async () => handle.focus());
    await userEvent.keyboard(" ");
    await expect.poll(() => handle.getAttribute("aria-pressed")).toBe("true");
    // Página 1.1 is the second row; each arrow moves it one row and is heard before the next is pressed (an
    // arrow before dnd-kit has measured the rows moves nothing, and is pressed again). Up to 3 s for each: on a
    // loaded CI machine an announcement came after 1 s, the next arrow went unheard, and 19 steps were counted.
    const heard: string[] = [];
    for (let attempt = 0; attempt < 200 && heardPosition() !== 22; attempt++) {
      const before = spoken();
      await userEvent.keyboard(heardPosition() < 22 ? "{ArrowDown}" : "{ArrowUp}");
      const until = Date.now() + 3000;
      while (spoken() === before && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
      if (spoken() !== before) heard.push(spoken());
    }
    expect(heard.length).toBeGreaterThanOrEqual(20);
    expect(spoken()).toBe("Página 1.1: posición 22 de 500, nivel 2, dentro de Sección 3.");
    // The tree scrolled to follow it, and it is still drawn (it holds the focus) though far from where it began.
    const viewport = handle.closest("ul")?.parentElement;
    expect(viewport?.scrollTop).toBeGreaterThan(300);
    expect(handle.isConnected).toBe(true);
    expect(document.activeElement).toBe(handle);

    await userEvent.keyboard(" ");
    await expect.poll(() => onChange.mock.calls.length).toBe(1);
    expect(spoken()).toBe("Soltaste Página 1.1: posición 22 de 500, nivel 2, dentro de Sección 3.");
    const moved = flattenTree(onChange.mock.calls[0]?.[0] as MenuItem[]);
    const index = moved.findIndex((entry) => entry.item.name === "Página 1.1");
    expect(moved[index - 1]?.item.name).toBe("Página 3.1");
    expect(moved[index]?.parentKey).toBe("s000000002");
  }, 60_000);
});
