import { suiteTheme } from "@gse/brand-kit";
import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./App.tsx";
import { createPortalRouter } from "./router.tsx";

describe("portal in Chromium", () => {
  it("renders the login route with the brand's button colours", async () => {
    const router = createPortalRouter(createMemoryHistory({ initialEntries: ["/login"] }));
    render(<App router={router} />);

    const button = await screen.findByRole("button", { name: "Ingresar" });
    const style = getComputedStyle(button);
    expect(style.backgroundColor).toBe(hexToRgb(suiteTheme.button.background));
    expect(style.color).toBe(hexToRgb(suiteTheme.button.text));
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
