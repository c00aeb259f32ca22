import { referenceConfig } from "@gse/sdk/testing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import { FederatedSignIn } from "./FederatedSignIn.tsx";

async function drawn(federatedProvider: (typeof referenceConfig)["federatedProvider"]) {
  const { federatedProvider: _left, ...config } = referenceConfig;
  const mock = getScreenMock({
    slot: "login",
    env: { config: federatedProvider ? { ...config, federatedProvider } : config },
  });
  await mock.ready();
  render(mock.wrap(<FederatedSignIn state={{ kind: "idle" }} onStart={() => {}} />));
}

describe("'Ingresar con' names what it signs in with", () => {
  it("says the configured provider's name in a whole phrase, beside its logo", async () => {
    await drawn({ name: "Clave Única", logo: "/idp/clave-unica.svg" });
    const button = screen.getByRole("button", { name: "Ingresar con Clave Única" });
    // The logo is decoration: the name already says it.
    expect(button.querySelector("img")?.getAttribute("src")).toBe("/idp/clave-unica.svg");
    expect(button.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("names 'tu proveedor de identidad' beside a generic badge when the config names none", async () => {
    await drawn(undefined);
    const button = screen.getByRole("button", { name: "Ingresar con tu proveedor de identidad" });
    expect(button.querySelector("img")).toBeNull();
    expect(button.querySelector("svg")).not.toBeNull();
  });
});
