import { commonFamily } from "@gse/components";
import { getScreenMock } from "@gse/components/testing";
import { resolveLayout, resolveScreen, type ScreenSlot } from "@gse/sdk";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { kioskFamily } from "./kiosk-family.ts";

/** Whether the brand's logo is in the kiosk layout's banner: the screen is drawn in the family's page. */
const inKioskBanner = (brandName: string) =>
  screen.getByRole("banner").contains(screen.getByRole("img", { name: brandName }));

/** The family's screen for `slot` in the suite brand, rendered as the portal would: in the family's layout. */
async function renderSlot(slot: ScreenSlot) {
  const load = resolveScreen(kioskFamily, slot);
  if (!load) throw new Error(`kiosk family: expected a screen for ${slot}, got none`);
  const { default: Screen } = await load();
  const mock = getScreenMock({ slot, family: kioskFamily });
  await mock.ready();
  render(mock.wrap(<Screen {...mock.props} />));
  return mock;
}

describe("a fifth family outside packages/components", () => {
  it("draws its own login and inherits every other screen of common, the same screen rather than a copy", () => {
    expect(resolveScreen(kioskFamily, "login")).toBe(kioskFamily.screens.login);
    expect(resolveScreen(kioskFamily, "invalidLink")).toBe(commonFamily.screens.invalidLink);
    expect(resolveScreen(kioskFamily, "selectAccounts")).toBeUndefined();
  });

  it("declares its own layout rather than common's card", () => {
    expect(resolveLayout(kioskFamily)).not.toBe(resolveLayout(commonFamily));
  });

  it("signs demo in from its own login, drawn in its own page", async () => {
    const mock = await renderSlot("login");
    expect(inKioskBanner(mock.props.brand.name)).toBe(true);
    await userEvent.type(await screen.findByLabelText(/^Usuario/), "demo");
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "Demo!2026");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await vi.waitFor(() =>
      expect(mock.moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  });

  it.each<[ScreenSlot, string]>([
    ["invalidLink", "¡Este enlace ya no es válido!"],
    ["resendEmail", "¡Tiempo de activación finalizado!"],
  ])("draws common's %s screen in its own page too", async (slot, heading) => {
    const mock = await renderSlot(slot);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeDefined();
    expect(inKioskBanner(mock.props.brand.name)).toBe(true);
  });
});
