import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem } from "../../problems.ts";
import type { BrandSource } from "../../resolve/resolve-brands.ts";
import { checkBrands } from "../check-brands.ts";
import { compileRevision } from "../store/compile-revision.ts";
import { readCatalogMessages } from "./catalog-messages.ts";
import { checkBrandTexts, MIN_TEXT_LIMIT } from "./check-brand-texts.ts";

const root = mkdtempSync(join(tmpdir(), "gse-brand-texts-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const catalog = readCatalogMessages();

/** A brands folder whose brands hold only texts files: `{ key: { extends?, texts: { es: {...} } } }`. */
function brandsWith(
  name: string,
  brands: Record<string, { extends?: string; texts?: Record<string, unknown> }>,
): { sources: BrandSource[]; dir: string } {
  const dir = join(root, name, "brands");
  const sources = Object.entries(brands).map(([key, brand]) => {
    for (const [language, texts] of Object.entries(brand.texts ?? {})) {
      mkdirSync(join(dir, key, "texts"), { recursive: true });
      const content = typeof texts === "string" ? texts : JSON.stringify(texts);
      writeFileSync(join(dir, key, "texts", `${language}.json`), content);
    }
    const json = brand.extends ? { extends: brand.extends } : {};
    return { key, file: `brands/${key}/brand.json`, content: { json } };
  });
  return { sources, dir };
}

const check = (name: string, brands: Parameters<typeof brandsWith>[1]) => {
  const { sources, dir } = brandsWith(name, brands);
  const result = checkBrandTexts(sources, () => dir, catalog);
  return { ...result, lines: result.problems.map(formatProblem) };
};

describe("a brand's texts files (brands/<key>/texts/<language>.json)", () => {
  it("reword a catalog message by its Spanish source text, compiled as the catalogs are", () => {
    const { texts, lines } = check("ok", {
      payroll: {
        texts: {
          es: {
            Ingresar: "Ingresar a Nómina",
            "Te enviamos un nuevo enlace de activación a {email}.": "Revisa {email}: ahí va tu enlace.",
          },
        },
      },
    });
    expect(lines).toEqual([]);
    expect(texts.get("payroll")).toEqual({
      es: {
        Ingresar: ["Ingresar a Nómina"],
        "Te enviamos un nuevo enlace de activación a {email}.": ["Revisa ", ["email"], ": ahí va tu enlace."],
      },
    });
  });

  it("are inherited along extends, a tenant's wording over its application's, each language on its own", () => {
    const { texts, lines } = check("inherit", {
      suite: {},
      selfservice: {
        extends: "suite",
        texts: { es: { Ingresar: "Entrar", Cancelar: "Volver" }, pt: { Ingresar: "Acessar" } },
      },
      selfservice_co: { extends: "selfservice", texts: { es: { Ingresar: "Ingresar al portal" } } },
    });
    expect(lines).toEqual([]);
    expect(texts.get("selfservice_co")).toEqual({
      es: { Ingresar: ["Ingresar al portal"], Cancelar: ["Volver"] },
      pt: { Ingresar: ["Acessar"] },
    });
    // A brand with no texts of its own or inherited has none: nothing to fetch.
    expect(texts.has("suite")).toBe(false);
  });

  it("name an unknown message with the file, the key and the nearest existing messages", () => {
    const { lines, failed } = check("unknown", { payroll: { texts: { es: { Ingresr: "Entrar" } } } });
    expect(lines).toEqual([
      'brands/payroll/texts/es.json: "Ingresr": expected a message of the catalogs (its Spanish source text), got "Ingresr"; nearest: "Ingresar", "Ingresar con", "Enviar"',
    ]);
    expect([...failed]).toEqual(["payroll"]);
  });

  it("must keep the catalog's placeholders, no fewer and no others", () => {
    const id = "Te enviamos un nuevo enlace de activación a {email}.";
    const { lines } = check("placeholders", {
      payroll: { texts: { en: { [id]: "We sent you a new link.", "Versión {version}": "v{release}" } } },
    });
    expect(lines).toEqual([
      `brands/payroll/texts/en.json: ${JSON.stringify(id)}: expected the placeholders {email} (the catalog's), got none`,
      'brands/payroll/texts/en.json: "Versión {version}": expected the placeholders {version} (the catalog\'s), got {release}',
    ]);
  });

  it("hold plain text only, within the length the screens' layout holds", () => {
    const { lines } = check("plain", {
      payroll: {
        texts: {
          es: {
            Cancelar: "<img src=x onerror=alert(1)>",
            Aceptar: "x".repeat(MIN_TEXT_LIMIT + 1),
            Aviso: "&lt;b&gt;",
          },
        },
      },
    });
    expect(lines).toEqual([
      'brands/payroll/texts/es.json: "Cancelar": expected plain text (no markup: screens and emails show it as written), got "<img src=x onerror=alert(1)>"',
      `brands/payroll/texts/es.json: "Aceptar": expected at most ${MIN_TEXT_LIMIT} characters (what the screens' layout holds), got ${MIN_TEXT_LIMIT + 1}`,
      'brands/payroll/texts/es.json: "Aviso": expected plain text (no markup: screens and emails show it as written), got "&lt;b&gt;"',
    ]);
  });

  it("are named for a language the portal has, and hold a JSON object", () => {
    const { lines, failed } = check("files", {
      suite: {},
      payroll: { extends: "suite", texts: { fr: { Ingresar: "Se connecter" }, es: "{ nope" } },
      payroll_co: { extends: "payroll" },
    });
    expect(lines).toEqual([
      expect.stringMatching(/^brands\/payroll\/texts\/es\.json: \$: expected valid JSON, got /),
      "brands/payroll/texts/fr.json: $: expected a texts file named es.json, en.json, pt.json",
    ]);
    // A brand that inherits a broken file is left out with it.
    expect([...failed].sort()).toEqual(["payroll", "payroll_co"]);
  });
});

describe("brands:check and the brand store with texts", () => {
  it("serve a brand's texts per language, and publish them at content addresses, in the revision too", async () => {
    const real = checkBrands(undefined, "/", []);
    const payroll = real.brands.get("payroll");
    expect(payroll?.texts).toEqual({ es: "/brands/payroll/texts/es.json" });
    expect(real.texts.get("payroll")).toEqual({ es: { Ingresar: ["Ingresar a Nómina"] } });
    expect(real.brands.get("invoicing")?.texts).toBeUndefined();

    const { revision, generated } = await compileRevision(real, "payroll");
    const url = (revision.brand as { texts?: Record<string, string> }).texts?.es ?? "";
    expect(url).toMatch(/^\/brand-store\/files\/texts-es-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(generated.get(url.split("/").pop() ?? "") ?? "null")).toEqual({
      Ingresar: ["Ingresar a Nómina"],
    });
    expect(revision.texts).toEqual({ es: { Ingresar: ["Ingresar a Nómina"] } });
    const invoicing = await compileRevision(real, "invoicing");
    expect(invoicing.generated.size).toBe(0);
    expect(invoicing.revision.brand).not.toHaveProperty("texts");
  }, 60_000);
});
