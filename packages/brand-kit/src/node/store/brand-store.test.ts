import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Brand } from "../../schema/brand.ts";
import { compiledDarkPalette } from "../../schema/compiled-dark-palette.ts";
import { darkPalette } from "../../theme/dark-palette.ts";
import { checkBrands, defaultBrandsDir } from "../check-brands.ts";
import { scaffoldBrand } from "../scaffold-brand.ts";
import { history, readIndex, readRevision, storePaths } from "./folder-store.ts";
import { previewSecret, signPreview, verifyPreview } from "./preview-token.ts";
import { publishBrands, rollbackBrand } from "./store-commands.ts";

const workDir = mkdtempSync(join(tmpdir(), "gse-brand-store-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let brandsDir: string;
let storeDir: string;
let clock = 0;
const now = () => {
  clock += 60_000;
  return new Date(clock);
};

beforeEach(() => {
  clock = Date.parse("2026-03-01T10:00:00Z");
  const folder = mkdtempSync(join(workDir, "case-"));
  brandsDir = join(folder, "brands");
  storeDir = join(folder, "store");
  mkdirSync(brandsDir);
  cpSync(join(defaultBrandsDir, "suite"), join(brandsDir, "suite"), { recursive: true });
  const made = scaffoldBrand(brandsDir, "acme");
  if (!made.ok) throw new Error(made.message);
});

/** brands/acme/brand.json with `change` applied. */
function editAcme(change: (brand: Record<string, unknown>) => void): void {
  const file = join(brandsDir, "acme", "brand.json");
  const brand = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  change(brand);
  writeFileSync(file, JSON.stringify(brand));
}

const setPrimary = (main: string) =>
  editAcme((brand) => {
    brand.palette = { primary: { light: "#5c8bd6", main, dark: "#0b2a5c" } };
  });

const renderLogin = async (_brand: unknown, key: string) => ({
  styles: { version: "6.6.0", css: `.login-${key}{}` },
  page: {
    fingerprint: "0123456789abcdef",
    parameters: [],
    html: { es: `<main>${key} es</main>`, en: `<main>${key} en</main>`, pt: `<main>${key} pt</main>` },
  },
});

const publish = (keys: string[], by = "Ana") =>
  publishBrands({ storeDir, checked: checkBrands(brandsDir), keys, by, now, renderLogin });

describe("brands:publish", () => {
  it("compiles a brand into an immutable revision: the resolved brand, hashed files and its page head", async () => {
    setPrimary("#1d4ed8");
    const [outcome] = await publish(["acme"]);
    if (outcome?.status !== "published") throw new Error(JSON.stringify(outcome));
    const revision = readRevision(storeDir, "acme", outcome.id);
    expect(revision).toMatchObject({ key: "acme", author: "Ana", head: { family: "common", title: "Acme" } });
    // Resolved through extends: the suite's fonts, acme's own colour.
    const brand = revision?.brand as { palette: { primary: { main: string } }; images: { logo: string } };
    expect(brand.palette.primary.main).toBe("#1d4ed8");
    expect(brand.images.logo).toMatch(/^\/brand-store\/files\/logo-[0-9a-f]{10}\.svg$/);
    expect(revision?.head.pageCss).toContain("#1d4ed8");
    // Compiled with its whole dark palette, derived from acme's light one: the page only reads it.
    const compiled = revision?.brand as unknown as Brand;
    const { dark, ...light } = compiled.palette;
    expect(compiledDarkPalette(compiled)).toEqual(darkPalette(light));
    expect(dark).toEqual(darkPalette(light));
    expect(revision?.head.loginStyles).toEqual({ version: "6.6.0", css: ".login-acme{}" });
    expect(revision?.head.loginPage?.html.en).toBe("<main>acme en</main>");
    expect(revision?.head.fonts.map((font) => font.href)).toEqual([
      expect.stringMatching(/^\/brand-store\/files\/inter-latin-400-[0-9a-f]{10}\.woff2$/),
      expect.stringMatching(/^\/brand-store\/files\/inter-latin-700-[0-9a-f]{10}\.woff2$/),
    ]);
    expect(revision?.preload[0]).toBe(
      `</brand-store/revisions/acme/${outcome.id}.json>; rel=preload; as=fetch; crossorigin`,
    );
    // Every file it names is in the store's public folder, and so is the brand the page fetches.
    for (const name of revision?.files ?? [])
      expect(() => readFileSync(storePaths(storeDir).publicFile(name))).not.toThrow();
    expect(JSON.parse(readFileSync(storePaths(storeDir).publicRevision("acme", outcome.id), "utf8"))).toEqual(
      revision?.brand,
    );
    expect(readIndex(storeDir).current.acme).toBe(outcome.id);
  });

  it("makes no new revision for an unchanged brand", async () => {
    const [first] = await publish(["acme"]);
    const [again] = await publish(["acme"]);
    expect(again).toEqual({ key: "acme", status: "unchanged", id: first?.status !== "refused" && first?.id });
    expect(history(storeDir, "acme")).toHaveLength(1);
  });

  it("publishes every brand of the folder when none is named", async () => {
    const outcomes = await publish([]);
    expect(outcomes.map((outcome) => [outcome.key, outcome.status])).toEqual([
      ["acme", "published"],
      ["suite", "published"],
    ]);
  });
});

describe("brands:history and brands:rollback", () => {
  it("lists the revisions newest first, by whom and when, and rolls back to the previous or a named one", async () => {
    setPrimary("#1d4ed8");
    const [blue] = await publish(["acme"], "Ana");
    setPrimary("#0f766e");
    const [green] = await publish(["acme"], "Luis");
    const ids = [blue, green].map((outcome) => (outcome?.status === "refused" ? "" : outcome?.id));
    expect(history(storeDir, "acme")).toEqual([
      { id: ids[1], at: "2026-03-01T10:02:00.000Z", by: "Luis", current: true },
      { id: ids[0], at: "2026-03-01T10:01:00.000Z", by: "Ana", current: false },
    ]);

    const back = rollbackBrand(storeDir, "acme", undefined, { by: "Eva", at: now() });
    expect([back.from, back.to.id]).toEqual([ids[1], ids[0]]);
    expect(readIndex(storeDir).current.acme).toBe(ids[0]);
    expect(history(storeDir, "acme").map((entry) => entry.current)).toEqual([false, true]);
    expect(() => rollbackBrand(storeDir, "acme", undefined, { by: "Eva", at: now() })).toThrow(
      /is the oldest published/,
    );

    rollbackBrand(storeDir, "acme", ids[1]?.slice(0, 6), { by: "Eva", at: now() });
    expect(readIndex(storeDir).current.acme).toBe(ids[1]);
    expect(() => rollbackBrand(storeDir, "acme", "ffffff", { by: "Eva", at: now() })).toThrow(
      /expected the id of a published revision/,
    );
  });

  it("makes a published revision current again when the folder goes back to it, without a new revision", async () => {
    setPrimary("#1d4ed8");
    const [blue] = await publish(["acme"]);
    setPrimary("#0f766e");
    await publish(["acme"]);
    setPrimary("#1d4ed8");
    const [again] = await publish(["acme"]);
    expect(again).toEqual({
      key: "acme",
      status: "current-again",
      id: blue?.status !== "refused" && blue?.id,
    });
    expect(history(storeDir, "acme")).toHaveLength(2);
  });
});

describe("a hostile or broken brand", () => {
  /** Publishes a good acme, breaks it with `breakIt`, publishes again: refused, with these lines. */
  async function refused(breakIt: () => void): Promise<string[]> {
    setPrimary("#1d4ed8");
    const [good] = await publish(["acme"]);
    breakIt();
    const [outcome] = await publish(["acme"]);
    // The current revision keeps serving.
    expect(readIndex(storeDir).current.acme).toBe(good?.status !== "refused" && good?.id);
    expect(history(storeDir, "acme")).toHaveLength(1);
    if (outcome?.status !== "refused")
      throw new Error(`expected acme refused, got ${JSON.stringify(outcome)}`);
    return [...outcome.problems];
  }

  it("refuses a bad colour", async () => {
    expect(await refused(() => setPrimary("red; }"))).toEqual([
      'brands/acme/brand.json: palette.primary.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "red; }"',
    ]);
  });

  it("refuses a missing asset", async () => {
    const lines = await refused(() =>
      editAcme((brand) => {
        brand.images = { logo: "missing.svg" };
      }),
    );
    expect(lines).toEqual([
      'brands/acme/brand.json: images.logo: expected a file that exists in the brand folder, got "missing.svg"',
    ]);
  });

  it("refuses text contrast under AA", async () => {
    const lines = await refused(() =>
      editAcme((brand) => {
        brand.palette = { primary: { light: "#fafafa", main: "#f2f2f2", dark: "#eeeeee" } };
      }),
    );
    expect(lines.join("\n")).toMatch(/^brands\/acme\/brand\.json: .*contrast/m);
  });

  it("refuses a font that does not load", async () => {
    const lines = await refused(() => {
      writeFileSync(join(brandsDir, "acme", "broken.woff2"), "<html>not a font</html>");
      editAcme((brand) => {
        brand.fonts = {
          body: { family: "Broken", faces: [{ file: "broken.woff2", weight: 400, style: "normal" }] },
        };
      });
    });
    expect(lines).toEqual([
      'brands/acme/brand.json: fonts.body.faces[0].file: expected a font file a browser can load (woff2, woff, ttf or otf), got "broken.woff2", which is not one',
    ]);
  });

  it("refuses an oversized file", async () => {
    const lines = await refused(() => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${"x".repeat(300 * 1024)}--><rect width="10" height="10"/></svg>`;
      writeFileSync(join(brandsDir, "acme", "huge.svg"), svg);
      editAcme((brand) => {
        brand.images = { logo: "huge.svg" };
      });
    });
    expect(lines).toEqual([
      'brands/acme/brand.json: images.logo: expected a file of at most 256 KiB, got "huge.svg" of 301 KiB (compress it, or subset the font)',
    ]);
  });
});

describe("a brand's texts in the store", () => {
  const writeTexts = (language: string, texts: Record<string, string>) => {
    mkdirSync(join(brandsDir, "acme", "texts"), { recursive: true });
    writeFileSync(join(brandsDir, "acme", "texts", `${language}.json`), JSON.stringify(texts));
  };

  it("travel in the revision, one content-addressed file per language the brand rewords", async () => {
    writeTexts("es", { Ingresar: "Ingresar a Acme" });
    const [outcome] = await publish(["acme"]);
    if (outcome?.status !== "published") throw new Error(JSON.stringify(outcome));
    const revision = readRevision(storeDir, "acme", outcome.id);
    const texts = (revision?.brand as { texts?: Record<string, string> } | undefined)?.texts;
    expect(Object.keys(texts ?? {})).toEqual(["es"]);
    const name = texts?.es?.replace("/brand-store/files/", "") ?? "";
    expect(revision?.files).toContain(name);
    expect(JSON.parse(readFileSync(storePaths(storeDir).publicFile(name), "utf8"))).toEqual({
      Ingresar: ["Ingresar a Acme"],
    });
    // A new wording is a new revision.
    writeTexts("es", { Ingresar: "Entrar a Acme" });
    const [again] = await publish(["acme"]);
    expect(again).toMatchObject({ status: "published" });
  });

  it("refuse a brand naming an unknown message or dropping a placeholder, with the file, the key and what was expected", async () => {
    setPrimary("#1d4ed8");
    const [good] = await publish(["acme"]);
    writeTexts("en", {
      Ingresr: "Log in",
      "Te enviamos un nuevo enlace de activación a {email}.": "We sent you a new link.",
    });
    const [outcome] = await publish(["acme"]);
    expect(readIndex(storeDir).current.acme).toBe(good?.status !== "refused" && good?.id);
    expect(outcome).toEqual({
      key: "acme",
      status: "refused",
      problems: [
        'brands/acme/texts/en.json: "Ingresr": expected a message of the catalogs (its Spanish source text), got "Ingresr"; nearest: "Ingresar", "Ingresar con", "Enviar"',
        'brands/acme/texts/en.json: "Te enviamos un nuevo enlace de activación a {email}.": expected the placeholders {email} (the catalog\'s), got none',
      ],
    });
  });
});

describe("preview links", () => {
  it("name one revision of one brand, expire, and are refused when altered or signed by another store", async () => {
    const token = await signPreview(storeDir, "acme", "0123456789ab", 24);
    const verified = await verifyPreview(previewSecret(storeDir), token);
    expect("claim" in verified && verified.claim).toMatchObject({ key: "acme", revision: "0123456789ab" });
    if ("claim" in verified) {
      expect(verified.claim.expires.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    }
    expect(await verifyPreview(previewSecret(storeDir), `${token}x`)).toEqual({
      problem: "the preview link is not valid (altered, or signed by another store)",
    });
    expect(await verifyPreview(previewSecret(join(storeDir, "other")), token)).toHaveProperty("problem");
    const expired = await signPreview(storeDir, "acme", "0123456789ab", -1);
    expect(await verifyPreview(previewSecret(storeDir), expired)).toEqual({
      problem: "the preview link has expired",
    });
  });
});
