import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Dialog } from "./Dialog.tsx";

/** A dialog without a button row, as the administration's item modal is: a form with its own buttons. */
async function renderForm(width?: number) {
  const mock = getScreenMock({ slot: "login" });
  await mock.ready();
  render(
    mock.wrap(
      <Dialog open title="Nuevo ítem" onClose={() => {}} {...(width === undefined ? {} : { width })}>
        <form>
          <label>
            Nombre <input />
          </label>
          <button type="button">Aceptar</button>
        </form>
      </Dialog>,
    ),
  );
  return screen.getByRole("dialog", { name: "Nuevo ítem" });
}

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

describe("Dialog in Chromium", () => {
  it("is as wide as it is told on a wide screen (the menu editors' 503 px, spec §9), and 440 px unless told", async () => {
    await page.viewport(1280, 800);
    expect(widthOf(await renderForm(503))).toBe(503);
    cleanup();
    expect(widthOf(await renderForm())).toBe(440);
  });

  it("fits a phone's screen with a margin either side", async () => {
    await page.viewport(360, 740);
    // Chromium's own dialog:modal style keeps 19 px either side, more than our 16.
    const width = widthOf(await renderForm(503));
    expect(width).toBeLessThanOrEqual(window.innerWidth - 32);
    expect(width).toBeGreaterThan(window.innerWidth - 48);
  });

  it("without actions, draws its content alone and is not described by the whole form", async () => {
    await page.viewport(1280, 800);
    const dialog = await renderForm(503);
    expect(dialog.hasAttribute("aria-describedby")).toBe(false);
    expect(dialog.querySelectorAll("button")).toHaveLength(1);
  });
});
