import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { TextField } from "./TextField.tsx";

async function renderField(props: Partial<Parameters<typeof TextField>[0]> = {}) {
  const mock = getScreenMock({ slot: "login" });
  await mock.ready();
  return render(mock.wrap(<TextField label="Usuario" {...props} />));
}

describe("TextField", () => {
  it("ties its label to the input", async () => {
    await renderField();
    expect(screen.getByLabelText("Usuario").tagName).toBe("INPUT");
  });

  it("describes the input with its error, in a polite live region, and marks it invalid", async () => {
    await renderField({ error: "Campo obligatorio", hint: "Tu usuario de la aplicación" });
    const input = screen.getByLabelText("Usuario");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["Tu usuario de la aplicación", "Campo obligatorio"]);
    expect(document.getElementById(ids[1] ?? "")?.getAttribute("aria-live")).toBe("polite");
  });

  it("keeps the error region in the page while empty, so the first message is announced", async () => {
    await renderField();
    const input = screen.getByLabelText("Usuario");
    const region = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(region?.getAttribute("aria-live")).toBe("polite");
    expect(region?.textContent).toBe("");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks a required field for assistive technology and shows an asterisk that is not read", async () => {
    await renderField({ required: true });
    const input = screen.getByLabelText(/^Usuario/) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(document.querySelector("label [aria-hidden='true']")?.textContent).toBe(" *");
  });
});
