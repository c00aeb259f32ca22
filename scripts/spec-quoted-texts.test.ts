import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every text the two specs quote in single quotes is shown somewhere: it is a msgid or a Spanish msgstr of a
 * catalog (sign-in, console, emails), or a string of the product's source (the reference API's answers, the
 * contract's rule messages). The spec lives beside the repository, not in it (../shared/spec, or SPEC_DIR): a
 * clean clone elsewhere skips this file, as scripts/catalog-voice.test.ts does.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const specFolder = process.env.SPEC_DIR ?? join(root, "../shared/spec");
const specFiles = ["sign-in.md", "administration.md"] as const;

/**
 * Quoted words that are not a text the product shows: names of things, codes, and the spec's own English
 * descriptions of a situation. Each says why.
 */
const notShownTexts: ReadonlyMap<string, string> = new Map([
  ["code", "a query parameter's name (sign-in §2)"],
  ["sessions", "a storage key's name (sign-in §3)"],
  ["Bearer ", "the Authorization header's scheme (sign-in §6)"],
  ["noResponseFromApi", "an error code of the failure catalogue (sign-in §8)"],
  ["not received the email", "the spec's description of a link's purpose, not a label (sign-in §2)"],
  ["not received the email?", "the same description with its question mark (sign-in §2)"],
  ["understood", "the spec's English gloss of the 'Entendido' button (sign-in §2)"],
  ["users not found", "the spec's English gloss of the 'Users not found' screen (sign-in §8)"],
  ["assign initial password", "an alert type's name (sign-in §4), not its text"],
  ["password updated", "an alert type's name (sign-in §4), not its text"],
  ["assign all roles", "the spec's description of a switch, not its label (administration §2)"],
  ["becomes unassigned", "the spec's description of a state change (administration §4)"],
  ["no response from API", "the spec's description of a failure (administration §8)"],
  ["Por credenciales", "a menu section's value name in the reference data, not a label (administration §2)"],
]);

/**
 * A spec quote that joins several texts with a slash ('activar/inactivar este privilegio/rol'): the texts the
 * product shows for it, each looked for on its own.
 */
const slashedTexts: ReadonlyMap<string, readonly string[]> = new Map([
  [
    "¿Está seguro que desea activar/inactivar este privilegio/rol/esta licencia?",
    [
      "¿Está seguro que desea activar este privilegio?",
      "¿Está seguro que desea inactivar este privilegio?",
      "¿Está seguro que desea activar este rol?",
      "¿Está seguro que desea inactivar este rol?",
      "¿Está seguro que desea activar esta licencia?",
      "¿Está seguro que desea inactivar esta licencia?",
    ],
  ],
  [
    "¿Deseas eliminar este privilegio/rol?",
    ["¿Deseas eliminar este privilegio?", "¿Deseas eliminar este rol?"],
  ],
  [
    "El privilegio quedó en estado activo/inactivo para todas las aplicaciones asociadas",
    [
      "El privilegio quedó en estado activo para todas las aplicaciones asociadas",
      "El privilegio quedó en estado inactivo para todas las aplicaciones asociadas",
    ],
  ],
  [
    "El Rol quedó en estado activo/inactivo",
    ["El Rol quedó en estado activo", "El Rol quedó en estado inactivo"],
  ],
  [
    "Los datos básicos / Las opciones de token / Las opciones de contraseña / Las opciones de configuración han sido actualizados",
    [
      "Los datos básicos han sido actualizados",
      // The spec's own agreement ("actualizados"), word for word.
      "Las opciones de token han sido actualizados",
      "Las opciones de contraseña han sido actualizados",
      "Las opciones de configuración han sido actualizados",
    ],
  ],
]);

/** The texts quoted in single quotes: a quote opens and closes away from letters, so "user's" is no quote. */
function quotedTexts(markdown: string): string[] {
  return [...markdown.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)].map(
    (match) => match[1] ?? "",
  );
}

const catalogFolders = ["packages/sdk", "packages/admin", "packages/emails"].map(
  (pkg) => `${pkg}/src/i18n/locales`,
);

/** The Spanish catalogs' ids and texts. */
function catalogTexts(): string[] {
  return catalogFolders.flatMap((folder) => {
    const po = readFileSync(join(root, folder, "es.po"), "utf8");
    return [...po.matchAll(/^msg(?:id|str) "((?:[^"\\]|\\.)*)"/gm)].map(
      (match) => JSON.parse(`"${match[1]}"`) as string,
    );
  });
}

/** The product's own source (no tests, no stories, no compiled catalogs), where server texts and rules live. */
function sourceText(): string {
  const folders = ["packages", "apps"].flatMap((top) =>
    readdirSync(join(root, top)).map((name) => join(root, top, name, "src")),
  );
  return folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      (readdirSync(folder, { recursive: true, encoding: "utf8" }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|locales\//.test(file))
        .map((file) => readFileSync(join(folder, file), "utf8")),
    )
    .join("\n");
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A spec text with a placeholder (':min', ':attribute', 'mm:ss', 'N', '{reason}') matches a catalog text that
 * fills it with its own placeholder ('{max}').
 */
function templateOf(text: string): RegExp {
  const parts = text.split(/(:[a-z]+\b|\bmm:ss\b|\bN\b|\{[^}]*\})/);
  const pattern = parts.map((part, index) => (index % 2 ? "(?:\\{[^}]*\\}|\\S+)" : escaped(part))).join("");
  return new RegExp(`^${pattern}$`);
}

describe.skipIf(!existsSync(specFolder))("the texts the specs quote", () => {
  const catalog = catalogTexts();
  const catalogSet = new Set(catalog);
  const source = sourceText();
  const shown = (text: string) =>
    catalogSet.has(text) ||
    // A string of the source, as quoted or with the space that follows it on screen ("(+57) ").
    new RegExp(`"${escaped(text)}\\s*"`).test(source) ||
    catalog.some((entry) => templateOf(text).test(entry));

  it.each(specFiles)("every text %s quotes is in a catalog or the product's source", (file) => {
    const quoted = [...new Set(quotedTexts(readFileSync(join(specFolder, file), "utf8")))];
    expect(quoted.length).toBeGreaterThan(20);
    const missing = quoted
      .filter((text) => !notShownTexts.has(text))
      .flatMap((text) => slashedTexts.get(text) ?? [text])
      .filter((text) => !shown(text));
    expect(missing, `${file}: quoted texts no catalog or source holds`).toEqual([]);
  });

  it("lists as not shown, or as slashed, only texts a spec quotes", () => {
    const quoted = new Set(
      specFiles.flatMap((file) => quotedTexts(readFileSync(join(specFolder, file), "utf8"))),
    );
    const listed = [...notShownTexts.keys(), ...slashedTexts.keys()];
    expect(listed.filter((text) => !quoted.has(text))).toEqual([]);
  });
});
