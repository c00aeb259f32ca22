import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTheme } from "../theme/create-theme.ts";
import { checkBrands, defaultBrandsDir } from "./check-brands.ts";
import { readImageSize, withImageSizes } from "./image-size.ts";

const folder = mkdtempSync(join(tmpdir(), "image-size-"));
const file = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

/** A PNG's signature and IHDR chunk: all the reader needs. */
const png = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write("IHDR", 12, "latin1");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

/** An extended WebP's RIFF header and VP8X chunk, which give the canvas size minus one in 24 bits. */
const webp = (width: number, height: number) => {
  const bytes = Buffer.alloc(30);
  bytes.write("RIFF", 0, "latin1");
  bytes.write("WEBP", 8, "latin1");
  bytes.write("VP8X", 12, "latin1");
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
};

describe("a logo's intrinsic size, read from its file", () => {
  it("an SVG's width and height, or its viewBox where they are missing or not in pixels", () => {
    const svg = (attributes: string) =>
      file(`${attributes.length}-${Math.random()}.svg`, `<svg ${attributes}/>`);
    expect(readImageSize(svg(`viewBox="0 0 188 56" width="188" height="56"`))).toEqual([188, 56]);
    expect(readImageSize(svg(`width='240px' height='60px'`))).toEqual([240, 60]);
    expect(readImageSize(svg(`viewBox="0,0,300,100"`))).toEqual([300, 100]);
    expect(readImageSize(svg(`viewBox="0 0 300 100" width="100%" height="100%"`))).toEqual([300, 100]);
    expect(readImageSize(svg(`viewBox="0 0 300 100" width="150"`))).toEqual([150, 50]);
    expect(readImageSize(svg(`width="10em"`))).toBeUndefined();
    expect(readImageSize(file("not-svg.svg", "<html></html>"))).toBeUndefined();
  });

  it("a PNG's IHDR and a WebP's canvas", () => {
    expect(readImageSize(file("logo.png", png(400, 120)))).toEqual([400, 120]);
    expect(readImageSize(file("logo.webp", webp(640, 160)))).toEqual([640, 160]);
    expect(readImageSize(file("truncated.png", png(400, 120).subarray(0, 20)))).toBeUndefined();
  });

  it("a file larger than the schema's 10000 pixels keeps its ratio within them", () => {
    const { brands } = checkBrands(defaultBrandsDir, "/");
    const payroll = brands.get("payroll");
    if (!payroll) throw new Error("brands/payroll: expected a shipped brand");
    const huge = file("huge.png", png(40_000, 8_000));
    expect(withImageSizes(payroll, () => huge).imageSizes?.logo).toEqual([10_000, 2_000]);
  });

  it("every shipped brand's logos carry their files' sizes, and the theme passes them on", () => {
    const { brands } = checkBrands(defaultBrandsDir, "/");
    for (const [key, brand] of brands) {
      expect(Object.keys(brand.imageSizes ?? {}).sort(), key).toEqual(["logo", "screens.login", "whiteLogo"]);
    }
    // brands/payroll/logo.svg: viewBox="0 0 188 56" width="188" height="56".
    const payroll = brands.get("payroll");
    expect(payroll?.imageSizes?.["screens.login"]).toEqual([188, 56]);
    expect(payroll && createTheme(payroll).imageSizes["screens.login"]).toEqual([188, 56]);
  });

  it("keeps the size brand.json gives an https:// logo, which the build cannot read", () => {
    const { brands } = checkBrands(defaultBrandsDir, "/");
    const payroll = brands.get("payroll");
    if (!payroll) throw new Error("brands/payroll: expected a shipped brand");
    const remote = {
      ...payroll,
      images: { ...payroll.images, whiteLogo: "https://cdn.example.com/white.svg" },
      imageSizes: { whiteLogo: [320, 80] as [number, number] },
    };
    const sized = withImageSizes(remote, (ref) =>
      ref.startsWith("https://") ? undefined : file("l.svg", `<svg width="20" height="10"/>`),
    );
    expect(sized.imageSizes).toEqual({ whiteLogo: [320, 80], logo: [20, 10], "screens.login": [20, 10] });
  });
});
