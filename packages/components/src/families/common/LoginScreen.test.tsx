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
    // Each refusal empties the password, so it is typed again.
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(await screen.findByText("tienes solo un (1) intento más")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    expect(
      await screen.findByText("El usuario se encuentra bloqueado, vuelve a intentarlo en 05:00"),
    ).toBeTruthy();
  });

  it("puts the cursor in Usuario on arrival", async () => {
    await renderLogin();
    const user = await screen.findByLabelText(/^Usuario/);
    await vi.waitFor(() => expect(document.activeElement).toBe(user));
  });

  it("clears and focuses the password after R11, keeping the user name", async () => {
    await renderLogin();
    const user = await screen.findByLabelText(/^Usuario/);
    await userEvent.type(user, "demo");
    const password = screen.getByLabelText<HTMLInputElement>(/^Contraseña/);
    await userEvent.type(password, "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await screen.findByText("tienes dos (2) intentos más");
    expect(password.value).toBe("");
    expect(document.activeElement).toBe(password);
    expect((user as HTMLInputElement).value).toBe("demo");
  });

  it("while locked, says why Ingresar is disabled and makes the hint's reset words a link", async () => {
    await renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Usuario/), "demo");
    for (let attempt = 0; attempt < 3; attempt++) {
      await userEvent.type(screen.getByLabelText(/^Contraseña/), "wrong");
      await userEvent.click(screen.getByRole("button", { name: "Ingresar" }));
      await vi.waitFor(() =>
        expect(screen.getByRole("button", { name: "Ingresar" }).getAttribute("aria-busy")).toBeNull(),
      );
    }
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Ingresar" });
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("El usuario se encuentra bloqueado, vuelve a intentarlo en 05:00");
    const links = screen.getAllByRole("link", { name: "Recordar contraseña" });
    expect(links.some((link) => reason?.contains(link))).toBe(true);
    expect(links.every((link) => link.getAttribute("href") === "/resetpassword")).toBe(true);
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
