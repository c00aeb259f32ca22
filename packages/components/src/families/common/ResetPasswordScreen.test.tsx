import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { description } from "../../testing/description.ts";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import ResetPasswordScreen from "./ResetPasswordScreen.tsx";

describe("ResetPasswordScreen", () => {
  it("says why Enviar is disabled: it waits for an email, then for a valid one", async () => {
    const mock = getScreenMock({ slot: "resetPassword" });
    await mock.ready();
    render(mock.wrap(<ResetPasswordScreen {...mock.props} />));
    const send = await screen.findByRole("button", { name: "Enviar" });
    expect(send).toHaveProperty("disabled", true);
    expect(description(send)).toBe("Ingresa tu email.");
    await userEvent.type(screen.getByLabelText(/^Email/), "ana@");
    expect(description(send)).toBe("Ingresa un email válido.");
    await userEvent.type(screen.getByLabelText(/^Email/), "example.com");
    expect(send).toHaveProperty("disabled", false);
    expect(description(send)).toBe("");
  });
});
