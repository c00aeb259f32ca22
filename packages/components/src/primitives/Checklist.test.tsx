import { checkPassword, i18n } from "@gse/sdk";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Checklist } from "./Checklist.tsx";

const items = (password: string) =>
  checkPassword(password).map((rule) => ({ label: i18n._(rule.label), passed: rule.passed }));

describe("Checklist", () => {
  it("follows the password live and says each rule's state in words, not only in colour", async () => {
    const mock = getScreenMock({ slot: "changePassword" });
    await mock.ready();
    const view = render(mock.wrap(<Checklist title="La contraseña debe tener:" items={items("")} />));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Mínimo 8 caracteres (Pendiente)",
      "Una letra mayúscula (Pendiente)",
      "Una letra minúscula (Pendiente)",
      "Un número (Pendiente)",
      "Un carácter especial entre !#$%&/(){}<=>?¿¡*;:,.+_- (Pendiente)",
    ]);
    expect(screen.getByText("0 de 5 requisitos cumplidos")).toBeTruthy();

    view.rerender(mock.wrap(<Checklist title="La contraseña debe tener:" items={items("Demo2026")} />));
    expect(screen.getAllByRole("listitem").map((item) => item.dataset.passed)).toEqual([
      "true",
      "true",
      "true",
      "true",
      "false",
    ]);
    expect(screen.getByText("4 de 5 requisitos cumplidos").getAttribute("aria-live")).toBe("polite");

    view.rerender(mock.wrap(<Checklist title="La contraseña debe tener:" items={items("Demo!2026")} />));
    expect(screen.getAllByText(/\(Cumplido\)/)).toHaveLength(5);
  });

  it("names its list after its title", async () => {
    const mock = getScreenMock({ slot: "changePassword" });
    await mock.ready();
    render(mock.wrap(<Checklist title="La contraseña debe tener:" items={items("")} />));
    expect(screen.getByRole("list", { name: "La contraseña debe tener:" })).toBeTruthy();
  });
});
