import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { description } from "../../testing/description.ts";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import ChangePasswordScreen from "./ChangePasswordScreen.tsx";

const rulesMet = () => screen.getAllByRole("listitem").map((item) => item.dataset.passed === "true");

describe("ChangePasswordScreen", () => {
  it("updates the five-rule checklist on every keystroke and enables Restablecer once both fields are filled", async () => {
    const mock = getScreenMock({ slot: "changePassword" });
    await mock.ready();
    render(mock.wrap(<ChangePasswordScreen {...mock.props} />));
    const password = await screen.findByLabelText(/^Nueva contraseña/);
    const submit = screen.getByRole("button", { name: "Restablecer" }) as HTMLButtonElement;
    expect(rulesMet()).toEqual([false, false, false, false, false]);
    expect(submit.disabled).toBe(true);

    await userEvent.type(password, "a");
    expect(rulesMet()).toEqual([false, false, true, false, false]);
    await userEvent.type(password, "A1");
    expect(rulesMet()).toEqual([false, true, true, true, false]);
    await userEvent.type(password, "!bcdef");
    expect(rulesMet()).toEqual([true, true, true, true, true]);
    expect(submit.disabled).toBe(true);

    await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), "aA1!bcdef");
    expect(submit.disabled).toBe(false);
  });

  it("says 'Usuario: ' and the user of the link, and 'Cambiar contraseña' when not activating", async () => {
    const mock = getScreenMock({ slot: "changePassword" });
    await mock.ready();
    render(mock.wrap(<ChangePasswordScreen {...mock.props} />));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Cambiar contraseña");
    expect(screen.getByText(/^Usuario: /).textContent).toBe("Usuario: demo");
  });

  it("says why Restablecer is disabled, naming the field still empty", async () => {
    const mock = getScreenMock({ slot: "changePassword" });
    await mock.ready();
    render(mock.wrap(<ChangePasswordScreen {...mock.props} />));
    const password = await screen.findByLabelText(/^Nueva contraseña/);
    const submit = screen.getByRole("button", { name: "Restablecer" });
    expect(description(submit)).toBe("Ingresa la nueva contraseña.");
    await userEvent.type(password, "aA1!bcdef");
    expect(description(submit)).toBe("Confirma la nueva contraseña.");
    await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), "a");
    expect(submit).not.toHaveProperty("disabled", true);
    expect(submit.hasAttribute("aria-describedby")).toBe(false);
  });
});
