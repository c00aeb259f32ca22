import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../", import.meta.url));
const familiesDir = join(src, "families");

/** The relative specifiers a module imports, statically or lazily (`import("...")`), re-exports included. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"(\.{1,2}\/[^"]+)"/g);
  return [...found].map((match) => match[1] ?? "");
}

/** The family folder a path sits in (`common`, `themed`, ...), or undefined outside families/. */
function familyOf(path: string): string | undefined {
  const inside = relative(familiesDir, path);
  if (inside.startsWith("..") || !inside.includes(sep)) return undefined;
  return inside.split(sep)[0];
}

/**
 * What a shipped module of a family imports from another family's folder: only that family's definition
 * (`<name>-family.ts`) may be, which `extends` needs; screens, parts and layouts they share come from the kit.
 * Stories and tests may draw another family's screens to review what a family inherits.
 */
export function crossFamilyImports(file: string, source: string): string[] {
  const family = familyOf(file);
  if (!family) return [];
  return relativeImports(source).filter((specifier) => {
    const target = resolve(dirname(file), specifier);
    const other = familyOf(target);
    if (!other || other === family) return false;
    return relative(join(familiesDir, other), target) !== `${other}-family.ts`;
  });
}

/** What a module of the kit imports from families/: nothing, the families build on the kit, not the other way. */
export function kitImportsOfFamilies(file: string, source: string): string[] {
  return relativeImports(source).filter((specifier) => {
    const target = resolve(dirname(file), specifier);
    return !relative(familiesDir, target).startsWith("..");
  });
}

const shipped = (name: string) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name);
const modulesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(shipped)
    .map((name) => join(dir, name));

describe("the screen kit and the families", () => {
  const familyModules = modulesUnder(familiesDir);
  const kitModules = modulesUnder(join(src, "kit"));

  it("has each family import the kit, never another family's folder but its definition to extend", () => {
    const found = familyModules.flatMap((file) =>
      crossFamilyImports(file, readFileSync(file, "utf8")).map(
        (specifier) => `${relative(src, file)}: ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
    // The scan reads real imports: the families do use the kit, and extend one another by their definitions.
    const all = familyModules.flatMap((file) => relativeImports(readFileSync(file, "utf8")));
    expect(all).toContain("../../kit/LoginForm.tsx");
    expect(all).toContain("../common/common-family.ts");
  });

  it("names an import of another family's screen or part, and lets a family's definition through", () => {
    const themedScreen = join(familiesDir, "themed", "CheckEmailScreen.tsx");
    const source = [
      'import InfoScreen from "../common/InfoScreen.tsx";',
      'import { FederatedSignIn } from "../certificate/parts/FederatedSignIn.tsx";',
      'const screen = () => import("../self-service/LoginScreen.tsx");',
      'import { commonFamily } from "../common/common-family.ts";',
      'import { LoginForm } from "../../kit/LoginForm.tsx";',
      'import { Header } from "./parts/Header.tsx";',
    ].join("\n");
    expect(crossFamilyImports(themedScreen, source)).toEqual([
      "../common/InfoScreen.tsx",
      "../certificate/parts/FederatedSignIn.tsx",
      "../self-service/LoginScreen.tsx",
    ]);
  });

  it("has the kit import no family", () => {
    const found = kitModules.flatMap((file) =>
      kitImportsOfFamilies(file, readFileSync(file, "utf8")).map(
        (specifier) => `${relative(src, file)}: ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
    expect(kitModules.length).toBeGreaterThan(10);
  });
});
