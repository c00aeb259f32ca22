import { suiteTheme } from "@gse/brand-kit";
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { Button } from "./Button.tsx";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(
      <ThemeProvider theme={suiteTheme}>
        <Button>Ingresar</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Ingresar" })).toHaveProperty("type", "button");
  });

  it("keeps an explicit submit type", () => {
    render(
      <ThemeProvider theme={suiteTheme}>
        <Button type="submit">Ingresar</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Ingresar" })).toHaveProperty("type", "submit");
  });
});
