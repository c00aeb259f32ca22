import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import LoginScreen from "./LoginScreen.tsx";

async function renderLogin(options: Partial<Parameters<typeof getScreenMock>[0]> = {}) {
  const mock = getScreenMock({ slot: "login", ...options });
  await mock.ready();
  render(mock.wrap(<LoginScreen {...mock.props} />));
  return mock;
}

describe("LoginScreen", () => {
  it("asks for both fields: 'Campo obligatorio' under each, tied to its input", async () => {
    await renderLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Ingresar" }));
    const user = screen.getByLabelText(/^Usuario/);
    expect(user.getAttribute("aria-invalid")).toBe("true");
    const describedBy = user.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Campo obligatorio");
  });

  it("shows the attempts left after wrong passwords (R11), then the lock in mm:ss (R13)", async () => {
    await renderLogin();
    const user = await screen.findByLabelText(/^Usuario/);
    await userEvent.type(user, "demo");
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(await screen.findByText("tienes dos (2) intentos más")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(await screen.findByText("tienes solo un (1) intento más")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(
      await screen.findByText("El usuario se encuentra bloqueado, vuelve a intentarlo en 05:00"),
    ).toBeTruthy();
  });

  it("signs demo in and leaves for urlApp", async () => {
    const mock = await renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Usuario/), "demo");
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "Demo!2026");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await vi.waitFor(() =>
      expect(mock.moves).toEqual([{ left: "http://localhost:5173/users", newTab: false }]),
    );
  });
});
