import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { AppNamesCell } from "./AppNamesCell.tsx";
import { inSpanish, renderPiece } from "./testing/render-piece.tsx";

beforeAll(inSpanish);

const four = ["Nómina", "Facturación", "Licencias", "Biometría"];

describe("the applications column", () => {
  it("shows one or two names and no tooltip", () => {
    renderPiece(<AppNamesCell names={["Nómina", "Facturación"]} />);
    expect(screen.getByText("Nómina, Facturación")).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("tooltip", { hidden: true })).toBeNull();
  });

  it("shows the first two names and a tooltip listing all when there are more", async () => {
    renderPiece(<AppNamesCell names={four} />);
    expect(screen.getByText("Nómina, Facturación")).toBeDefined();
    const more = screen.getByRole("button", { name: "2 aplicaciones más" });
    expect(more.textContent).toBe("+2");
    const tooltip = screen.getByRole("tooltip", { hidden: true });
    expect(tooltip.textContent).toBe("Nómina, Facturación, Licencias, Biometría");
    expect(more.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(getComputedStyle(tooltip).display).toBe("none");

    await userEvent.tab();
    expect(getComputedStyle(tooltip).display).toBe("block");
    await userEvent.keyboard("{Escape}");
    expect(getComputedStyle(tooltip).display).toBe("none");
  });

  it("shows the tooltip on hover", async () => {
    renderPiece(<AppNamesCell names={four} />);
    await userEvent.hover(screen.getByText("Nómina, Facturación"));
    expect(getComputedStyle(screen.getByRole("tooltip")).display).toBe("block");
  });
});
