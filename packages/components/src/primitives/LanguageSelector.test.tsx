import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { LanguageSelector } from "./LanguageSelector.tsx";

describe("LanguageSelector", () => {
  it("offers es, en and pt in their own names, stores the choice under the brand's key and reloads", async () => {
    const mock = getScreenMock({ slot: "login", language: "en" });
    await mock.ready();
    const storage = { setItem: vi.fn() };
    const reload = vi.fn();
    render(mock.wrap(<LanguageSelector storageKey="lstinhib_lang" storage={storage} reload={reload} />));
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(select.value).toBe("en");
    expect([...select.options].map((option) => `${option.value}:${option.text}`)).toEqual([
      "es:Español",
      "en:English",
      "pt:Português",
    ]);
    await userEvent.selectOptions(select, "pt");
    expect(storage.setItem).toHaveBeenCalledWith("lstinhib_lang", "pt");
    expect(reload).toHaveBeenCalledOnce();
  });
});
