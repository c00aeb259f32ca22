import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { PasswordField } from "./PasswordField.tsx";

describe("PasswordField", () => {
  it("shows and hides the password with a named button, keeping what was typed", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    render(mock.wrap(<PasswordField label="Contraseña" />));
    const input = screen.getByLabelText("Contraseña") as HTMLInputElement;
    await userEvent.type(input, "Demo!2026");
    expect(input.type).toBe("password");

    await userEvent.click(screen.getByRole("button", { name: "Mostrar contraseña" }));
    expect(input.type).toBe("text");
    expect(input.value).toBe("Demo!2026");

    await userEvent.click(screen.getByRole("button", { name: "Ocultar contraseña" }));
    expect(input.type).toBe("password");
  });

  it("puts the toggle after the input in the tab order, and it never submits the form", async () => {
    const mock = getScreenMock({ slot: "login" });
    await mock.ready();
    let submitted = 0;
    render(
      mock.wrap(
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted += 1;
          }}
        >
          <PasswordField label="Contraseña" />
        </form>,
      ),
    );
    await userEvent.click(screen.getByLabelText("Contraseña"));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mostrar contraseña" }));
    await userEvent.keyboard("{Enter}");
    expect(submitted).toBe(0);
  });
});
