import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("packages/admin/lingui.config.ts: catalogs: expected the console catalog");
const po = await catalog.readAll(["es", "en", "pt"]);
const ids = Object.keys(po.es ?? {});

/** The administration spec's texts the shared pieces show, word for word (§2, §4, §8, §9). */
const pieceSpecTexts = [
  "No se encontraron resultados",
  "Activo",
  "Inactivo",
  "Más reciente",
  "Más antiguo",
  "Hiciste modificaciones ¿Deseas actualizarlas?",
  "Hiciste Modificaciones ¿deseas actualizarlas?",
  "No hay cambios para guardar",
  "Error",
  "Notificación",
  "Aceptar",
  "Cancelar",
  "Actualizar",
  "Guardar",
];

const source = fileURLToPath(new URL("..", import.meta.url));
/** The console's own source files: stories and tests may show demo texts, the console may not. */
const consoleFiles = (readdirSync(source, { recursive: true }) as string[]).filter(
  (file) =>
    /\.tsx?$/.test(file) && !/\.(test|stories|grid\.test)\.tsx?$/.test(file) && !file.includes("testing/"),
);

describe("the console's texts", () => {
  it.each(pieceSpecTexts)("has the spec's %j as a msgid of es.po, translated in en.po and pt.po", (text) => {
    expect(ids).toContain(text);
    expect(po.en?.[text]?.translation).toBeTruthy();
    expect(po.pt?.[text]?.translation).toBeTruthy();
  });

  it("translates only ids its own catalog holds", () => {
    const missing = consoleFiles.flatMap((file) => {
      const text = readFileSync(join(source, file), "utf8");
      return [...text.matchAll(/\b_\(\s*"((?:[^"\\]|\\.)*)"/g)]
        .map((match) => JSON.parse(`"${match[1]}"`) as string)
        .filter((id) => !ids.includes(id))
        .map((id) => `${file}: ${id}`);
    });
    expect(consoleFiles.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
