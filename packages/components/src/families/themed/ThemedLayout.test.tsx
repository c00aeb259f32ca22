import { suiteBrand } from "@gse/brand-kit";
import { resolveScreen, type ScreenSlot } from "@gse/sdk";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import LoginScreen from "./LoginScreen.tsx";
import { themedFamily } from "./themed-family.ts";

/** The suite brand in the themed family, with the inhibitory-lists app's language key and a selector shown. */
const brand = {
  ...suiteBrand,
  family: "themed" as const,
  behaviour: { ...suiteBrand.behaviour, languageKey: "lstinhib_lang" as const, languageSelector: true },
};

describe("ThemedLayout", () => {
  afterEach(() => localStorage.clear());

  it("stores the chosen language under the brand's key (lstinhib_lang) and reloads, leaving bms_lang alone", async () => {
    const mock = getScreenMock({ slot: "login", brand, brandKey: "inhibitorylists_co" });
    await mock.ready();
    localStorage.setItem("bms_lang", "es");
    render(mock.wrap(<LoginScreen {...mock.props} />));
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Idioma" }), "pt");
    expect(localStorage.getItem("lstinhib_lang")).toBe("pt");
    expect(localStorage.getItem("bms_lang")).toBe("es");
    expect(mock.reloads.count).toBe(1);
  });

  it("shows no selector for a brand without one", async () => {
    const mock = getScreenMock({
      slot: "login",
      brand: { ...suiteBrand, family: "themed" },
      brandKey: "license_certa",
    });
    await mock.ready();
    render(mock.wrap(<LoginScreen {...mock.props} />));
    await screen.findByRole("heading", { level: 1, name: "Iniciar Sesión" });
    expect(screen.queryByRole("combobox", { name: "Idioma" })).toBeNull();
  });
});

describe("the brand panel", () => {
  it("says the brand's tagline under its logo, its panel picture under that, and nothing for a brand without", async () => {
    const tagline = "Consulta listas restrictivas con confianza.";
    const withPanel = {
      ...brand,
      tagline,
      images: { ...brand.images, panel: "/brands/inhibitorylists/panel.svg" },
    };
    const mock = getScreenMock({ slot: "login", brand: withPanel, brandKey: "inhibitorylists" });
    await mock.ready();
    const { unmount } = render(mock.wrap(<LoginScreen {...mock.props} />));
    const logo = await screen.findByRole("img", { name: brand.name });
    expect(logo.nextElementSibling?.textContent).toBe(tagline);
    // Decoration: no name of its own (the tagline says it).
    expect(logo.nextElementSibling?.nextElementSibling?.getAttribute("src")).toBe(mock.theme.images.panel);
    expect(logo.nextElementSibling?.nextElementSibling?.getAttribute("alt")).toBe("");
    unmount();
    const plain = getScreenMock({ slot: "login", brand, brandKey: "inhibitorylists" });
    await plain.ready();
    render(plain.wrap(<LoginScreen {...plain.props} />));
    expect((await screen.findByRole("img", { name: brand.name })).nextElementSibling).toBeNull();
  });
});

describe("the themed family's layout, inherited screens included", () => {
  // The layout is a family slot: the screens themed inherits from common are drawn in its page, not common's
  // card.
  it.each<[ScreenSlot, string]>([
    ["resendEmail", "¡Tiempo de activación finalizado!"],
    ["invalidLink", "¡Este enlace ya no es válido!"],
    ["availableApps", "Selecciona la aplicación a la que deseas ingresar"],
  ])("draws the inherited %s screen beside the brand panel, not in common's card", async (slot, heading) => {
    const load = resolveScreen(themedFamily, slot);
    if (!load) throw new Error(`themed family: expected a screen for ${slot}, got none`);
    const { default: Screen } = await load();
    const mock = getScreenMock({ slot, brand, brandKey: "inhibitorylists_co" });
    await mock.ready();
    render(mock.wrap(<Screen {...mock.props} />));
    await screen.findByRole("heading", { level: 1, name: heading });
    // The panel shows the brand's white logo; common's card shows the login logo instead.
    const logo = screen.getByRole("img", { name: brand.name });
    expect(logo.getAttribute("src")).toBe(mock.theme.images.whiteLogo);
    expect(mock.theme.images.whiteLogo).not.toBe(mock.theme.images.screens.login);
  });
});
