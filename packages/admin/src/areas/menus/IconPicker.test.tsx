import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { inSpanish, renderPiece } from "../../pieces/testing/render-piece.tsx";
import { IconPicker } from "./IconPicker.tsx";

beforeAll(inSpanish);

/** The eight bytes a PNG starts with, then a little more. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const uploadedPath = "/api/menu/images/upload-0123456789abcdef.png";

function renderPicker(onUpload = vi.fn(async () => uploadedPath)) {
  const onLoad = vi.fn();
  renderPiece(
    <IconPicker
      current={{ iconName: "home", isPersonalizedIcon: false }}
      customIcons={["/api/menu/images/support.svg"]}
      initialSearch="home"
      onUpload={onUpload}
      onLoad={onLoad}
      onCancel={() => {}}
    />,
  );
  // The file field takes any file, as a person's file dialog can when set to "all files".
  const user = userEvent.setup({ applyAccept: false });
  return { user, onUpload, onLoad, field: screen.getByLabelText("Subir icono") };
}

describe("the icon picker's upload of an icon of one's own", () => {
  it("sends a PNG as base64, shows its progress, then lists the new icon chosen for Cargar", async () => {
    let answer: (path: string) => void = () => {};
    const onUpload = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { user, onLoad, field } = renderPicker(onUpload);

    await user.upload(field, new File([pngBytes], "mi-icono.png", { type: "image/png" }));
    expect(await screen.findByRole("progressbar", { name: "Cargando Subir icono" })).toBeTruthy();
    await waitFor(() => expect(onUpload).toHaveBeenCalledOnce());
    expect(onUpload).toHaveBeenCalledWith("mi-icono.png", Buffer.from(pngBytes).toString("base64"));
    // Not listed before the server has answered with its address.
    expect(screen.queryByTitle(uploadedPath)).toBeNull();

    answer(uploadedPath);
    const icon = await screen.findByTitle(uploadedPath);
    // Listed first although the search ("home") does not match it, and chosen instead of the item's icon.
    expect(icon.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("group", { name: "Iconos" }).firstElementChild).toBe(icon);
    expect(screen.getByTitle("home").getAttribute("aria-pressed")).toBe("false");
    expect(icon.textContent).toBe("upload-01234");

    await user.click(screen.getByRole("button", { name: "Cargar" }));
    expect(onLoad).toHaveBeenCalledWith({ iconName: uploadedPath, isPersonalizedIcon: true });
  });

  it.each([
    [
      "a .jpg",
      new File([jpegBytes], "foto.jpg", { type: "image/jpeg" }),
      "Debe cargar un archivo valido (.png).",
    ],
    [
      "a JPEG named .png (a PNG by its bytes only)",
      new File([jpegBytes], "foto.png", { type: "image/png" }),
      "Debe cargar un archivo valido (.png).",
    ],
    [
      "a file name of 201 characters",
      new File([pngBytes], `${"a".repeat(197)}.png`, { type: "image/png" }),
      "El nombre del archivo seleccionado no es valido.",
    ],
    [
      "a PNG over 2 MB",
      new File([pngBytes, new Uint8Array(2 * 1024 * 1024)], "grande.png", { type: "image/png" }),
      "El tamaño del archivo supera el máximo permitido (2MB).",
    ],
  ])("refuses %s with the spec's words, sending nothing", async (_what, file, message) => {
    const { user, onUpload, field } = renderPicker();
    await user.upload(field, file);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says why the server refused it, and lists nothing new", async () => {
    const { user, field } = renderPicker(
      vi.fn(async () => {
        throw new Error("ImageBase64: not a PNG image");
      }),
    );
    await user.upload(field, new File([pngBytes], "mi-icono.png", { type: "image/png" }));
    expect(await screen.findByText(/ImageBase64: not a PNG image/)).toBeTruthy();
    expect(screen.queryByTitle(uploadedPath)).toBeNull();
  });
});
