import { suiteBrand } from "@gse/brand-kit";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getScreenMock } from "../../../testing/get-screen-mock.tsx";
import LoginScreen from "../LoginScreen.tsx";

/** The suite brand with the inhibitory-lists app's language key and a selector shown. */
const brand = {
  ...suiteBrand,
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
    const mock = getScreenMock({ slot: "login", brandKey: "license_certa" });
    await mock.ready();
    render(mock.wrap(<LoginScreen {...mock.props} />));
    await screen.findByRole("heading", { level: 1, name: "Iniciar Sesión" });
    expect(screen.queryByRole("combobox", { name: "Idioma" })).toBeNull();
  });
});
