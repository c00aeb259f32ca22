import {
  defineFamily,
  type PartProps,
  resolveParts,
  resolveScreen,
  type ScreenFamily,
  type ScreenSlot,
} from "@gse/sdk";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { commonFamily } from "../families/common/common-family.ts";
import { getScreenMock } from "../testing/get-screen-mock.tsx";

/** A kiosk's greeting in place of the login's arrival message, which it still says. */
function KioskGreeting({ navigationState }: PartProps["loginHeader"]) {
  const message = (navigationState as { message?: string } | undefined)?.message;
  return <p>Bienvenido al quiosco{message ? `: ${message}` : ""}</p>;
}

const VersionBadge = ({ version }: PartProps["appVersion"]) => <span>v{version} del quiosco</span>;

/** Common's screens with the login's header replaced, and a family that extends it replacing nothing. */
const greeting = defineFamily({
  name: "greeting",
  extends: commonFamily,
  screens: {},
  parts: { loginHeader: KioskGreeting },
});
const inheriting = defineFamily({ name: "inheriting", extends: greeting, screens: {} });
const badged = defineFamily({
  name: "badged",
  extends: inheriting,
  screens: {},
  parts: { appVersion: VersionBadge },
});

/** The family's screen for `slot`, drawn as the portal draws it: in the family's providers. */
async function renderSlot(family: ScreenFamily, slot: ScreenSlot, navigationState?: unknown) {
  const load = resolveScreen(family, slot);
  if (!load) throw new Error(`${family.name} family: expected a screen for ${slot}, got none`);
  const { default: Screen } = await load();
  const mock = getScreenMock({ slot, family, ...(navigationState === undefined ? {} : { navigationState }) });
  await mock.ready();
  render(mock.wrap(<Screen {...mock.props} />));
  return mock;
}

const loggedOut = { message: "Sesión finalizada exitosamente" };

describe("a family replaces one part of a screen, not the whole screen", () => {
  it("draws common's login with the family's header in place of the kit's arrival message", async () => {
    await renderSlot(greeting, "login", loggedOut);
    expect(await screen.findByText("Bienvenido al quiosco: Sesión finalizada exitosamente")).toBeDefined();
    expect(screen.queryByRole("status", { name: "" })?.textContent ?? "").not.toContain("Sesión finalizada");
    // The rest of the screen is common's own: its heading and form.
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeDefined();
    expect(await screen.findByRole("button", { name: "Ingresar" })).toBeDefined();
  });

  it("draws the kit's arrival message where no family replaces the header", async () => {
    await renderSlot(commonFamily, "login", loggedOut);
    expect((await screen.findByRole("status")).textContent).toBe("Sesión finalizada exitosamente");
    expect(screen.queryByText(/Bienvenido al quiosco/)).toBeNull();
  });

  it("passes a part on through extends, the nearest family's replacement first", async () => {
    expect(resolveParts(inheriting)).toEqual({ loginHeader: KioskGreeting });
    expect(resolveParts(badged)).toEqual({ loginHeader: KioskGreeting, appVersion: VersionBadge });
    const over = defineFamily({
      name: "over",
      extends: badged,
      screens: {},
      parts: { loginHeader: () => <p>Otro</p> },
    });
    expect(resolveParts(over).loginHeader).not.toBe(KioskGreeting);
    expect(resolveParts(over).appVersion).toBe(VersionBadge);

    await renderSlot(inheriting, "login");
    expect(await screen.findByText("Bienvenido al quiosco")).toBeDefined();
  });

  it("draws the family's version part in an inherited screen's foot, with the server's version", async () => {
    await renderSlot(badged, "checkEmail");
    expect(await screen.findByText("v1.8.0 del quiosco")).toBeDefined();
    expect(screen.queryByText("Versión 1.8.0")).toBeNull();
  });

  it("types each part by its name and props", () => {
    defineFamily({
      name: "typed",
      screens: {},
      // @ts-expect-error: no screen has a part named loginFooter
      parts: { loginFooter: KioskGreeting },
    });
    defineFamily({
      name: "typed",
      screens: {},
      // @ts-expect-error: the version part is drawn with `version`, a component asking for more cannot fill it
      parts: { appVersion: ({ build }: { readonly build: number }) => <span>{build}</span> },
    });
    expect(true).toBe(true);
  });
});
