import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../get-screen-mock.tsx";
import KioskLoginScreen from "./KioskLoginScreen.tsx";

describe("the README's example screen", () => {
  it("signs demo in with the SDK's login flow and leaves for urlApp", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    render(mock.wrap(<KioskLoginScreen {...mock.props} />));
    await userEvent.type(screen.getByRole("textbox", { name: "Usuario" }), "demo");
    await userEvent.type(screen.getByLabelText("Contraseña"), "Demo!2026");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await vi.waitFor(() =>
      expect(mock.moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  });

  it("shows the server's refusal", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    render(mock.wrap(<KioskLoginScreen {...mock.props} />));
    await userEvent.type(screen.getByRole("textbox", { name: "Usuario" }), "demo");
    await userEvent.type(screen.getByLabelText("Contraseña"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "tienes dos (2) intentos más");
  });
});
