import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getScreenMock } from "../../testing/get-screen-mock.tsx";
import NotFoundScreen from "./NotFoundScreen.tsx";

describe("NotFoundScreen", () => {
  it("says the page was not found and leads a signed-out visitor to /Login", async () => {
    const mock = getScreenMock({ slot: "notFound" });
    await mock.ready();
    render(mock.wrap(<NotFoundScreen {...mock.props} />));
    expect(await screen.findByRole("heading", { level: 1, name: "Página no encontrada" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Iniciar sesión" }));
    expect(mock.moves).toEqual([{ to: "/Login" }]);
  });

  it("leads a signed-in visitor to the console's home instead", async () => {
    const mock = getScreenMock({ slot: "notFound", signedInAs: "demo" });
    await mock.ready();
    render(mock.wrap(<NotFoundScreen {...mock.props} />));
    await userEvent.click(await screen.findByRole("link", { name: "Ir al inicio" }));
    expect(mock.moves).toEqual([{ to: "/home" }]);
    expect(screen.queryByRole("link", { name: "Iniciar sesión" })).toBeNull();
  });
});
