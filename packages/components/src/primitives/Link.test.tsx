import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getScreenMock } from "../testing/get-screen-mock.tsx";
import { Link } from "./Link.tsx";

async function renderLink(props: Partial<Parameters<typeof Link>[0]> = {}) {
  const mock = getScreenMock({ slot: "login" });
  await mock.ready();
  const onNavigate = vi.fn();
  render(
    mock.wrap(
      <Link href="/resetpassword" onNavigate={onNavigate} {...props}>
        Recordar contraseña
      </Link>,
    ),
  );
  return onNavigate;
}

describe("Link", () => {
  it("hands a plain click to the router instead of loading the page", async () => {
    const onNavigate = await renderLink();
    const link = screen.getByRole("link", { name: "Recordar contraseña" });
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith("/resetpassword");
  });

  it("leaves a modified click (new tab) to the browser", async () => {
    const onNavigate = await renderLink();
    expect(fireEvent.click(screen.getByRole("link"), { ctrlKey: true })).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("opens an external address in a new tab without an opener, and says so", async () => {
    const onNavigate = await renderLink({ href: "https://tienda.example.test/", external: true });
    const link = screen.getByRole("link", {
      name: /^Recordar contraseña\s*\(Se abre en una pestaña nueva\)$/,
    });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    fireEvent.click(link);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
