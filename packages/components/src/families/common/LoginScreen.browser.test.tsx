import { Api } from "@gse/contract";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import LoginScreen from "./LoginScreen.tsx";

describe("LoginScreen in Chromium", () => {
  it("signs in with the keyboard only: arrival puts the cursor in Usuario, type, Tab to the password, type, Enter", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    const { findByLabelText } = render(mock.wrap(<LoginScreen {...mock.props} />));
    const user = await findByLabelText(/^Usuario/);

    // The first field has the cursor on arrival, no Tab or click needed.
    await expect.poll(() => document.activeElement).toBe(user);
    await userEvent.keyboard("demo");
    await userEvent.tab();
    expect(document.activeElement?.getAttribute("name")).toBe("password");
    await userEvent.keyboard("Demo!2026{Enter}");

    await expect.poll(() => mock.moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]);
    expect(mock.api.count(Api.authentication.login)).toBe(1);
  });

  it("shows a visible focus ring on Usuario as it arrives and on each control reached by Tab from there", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    const { findByLabelText } = render(mock.wrap(<LoginScreen {...mock.props} />));
    const user = await findByLabelText(/^Usuario/);
    await expect.poll(() => document.activeElement).toBe(user);
    // The arrival's own focus, then the four controls after it.
    for (let stop = 0; stop < 5; stop += 1) {
      if (stop > 0) await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      // The input's ring is drawn by its box (:focus-within), the others draw their own outline.
      const ringOwner = focused.tagName === "INPUT" ? (focused.parentElement as HTMLElement) : focused;
      const style = getComputedStyle(ringOwner);
      expect(`${focused.tagName} ${style.outlineStyle}`).toBe(`${focused.tagName} solid`);
      expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every control a touch target of at least 44 px and does not overflow a 360 px phone", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    const { container, findByLabelText } = render(
      <div style={{ width: "360px" }}>{mock.wrap(<LoginScreen {...mock.props} />)}</div>,
    );
    await findByLabelText(/^Usuario/);
    for (const control of container.querySelectorAll<HTMLElement>("button, a, input:not([type=checkbox])")) {
      const box = (
        control.tagName === "INPUT" ? (control.parentElement as HTMLElement) : control
      ).getBoundingClientRect();
      expect(`${control.textContent || control.getAttribute("name")} ${box.height >= 44}`).toMatch(/ true$/);
    }
    const page = container.firstElementChild as HTMLElement;
    expect(page.scrollWidth).toBeLessThanOrEqual(360);
  });
});
