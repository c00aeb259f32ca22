import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One voice in every catalog: where the spec does not fix a text, Spanish says tú, carries its
 * accents, and every language writes sentence case ('Iniciar sesión', 'Sign in'), not Title Case; where the spec
 * fixes a text ('Iniciar Sesión', 'Datos Básicos', 'Ingrese una url correcta!') it stays word for word.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const catalogs = ["packages/sdk/src/i18n/locales", "packages/admin/src/i18n/locales"];
const languages = ["es", "en", "pt"] as const;

/**
 * The texts the spec quotes word for word that the voice rules below would otherwise flag. Listed here rather
 * than read from the spec at test time: the spec lives beside the repository (../shared/spec), not in it, and a
 * clean clone elsewhere must run the whole suite. A new text the spec fixes joins this list.
 */
const specFixedTexts: ReadonlySet<string> = new Set([
  "Por favor valida que no eres un robot.",
  "Ingresa un email valido",
  "Debe cargar un archivo valido (.png).",
  "El nombre del archivo seleccionado no es valido.",
  "Ingrese una url correcta!",
  "Prueba Gratis",
  "Hiciste Modificaciones ¿deseas actualizarlas?",
  "Datos Básicos",
  "Iniciar Sesión",
  // A user type as the server names it (administration spec §3: "1 Aplicacion, 2 Usuario, 3 Tester, ...").
  "Aplicacion",
]);
const specFolder = join(root, "../shared/spec");

interface Message {
  readonly catalog: string;
  readonly id: string;
  readonly text: string;
}

function messages(catalog: string, language: string): Message[] {
  const po = readFileSync(join(root, catalog, `${language}.po`), "utf8");
  return [...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)].map((match) => {
    const id = JSON.parse(`"${match[1]}"`) as string;
    const text = JSON.parse(`"${match[2]}"`) as string;
    return { catalog: `${catalog}/${language}.po`, id, text: text || id };
  });
}

const all = Object.fromEntries(
  languages.map((language) => [language, catalogs.flatMap((catalog) => messages(catalog, language))]),
) as Record<(typeof languages)[number], Message[]>;

/** The spec quotes or names the Spanish text: it stays as written, casing and voice included. */
const specFixed = (id: string) => specFixedTexts.has(id);

/** Words that may be capitalised inside a sentence: names, acronyms, keys. */
const names = new Set(
  "GSE ID OTP URL Enter Esc Tab Google Microsoft Cloudflare Turnstile reCAPTCHA hCaptcha Excel Token Portal Login Suite Escape".split(
    " ",
  ),
);

/**
 * The capitalised words of a text that sentence case would write in lower case: not the first word, not one
 * after a sentence's end or a colon, not a name or an acronym, not the start of a control's name the text
 * refers to ('usa Recordar contraseña').
 */
function titleCaseWords(text: string, controls: ReadonlySet<string>): string[] {
  const plain = text.replace(/\{[^}]*\}/g, " ").replace(/'[^']*'|"[^"]*"|«[^»]*»/g, " ");
  const words = [...plain.matchAll(/(^|[.?!:¿¡]\s*|\s)([A-ZÁÉÍÓÚÑÇÂÊÔÃÕÀ][\p{L}'’-]*)/gu)];
  return words
    .filter((match) => match.index !== 0 && !/[.?!:¿¡]\s*$/.test(match[1] ?? ""))
    .filter((match) => plain.slice(0, match.index).trim() !== "")
    .map((match) => match[2] ?? "")
    .filter((word) => !names.has(word) && word !== word.toUpperCase() && !controls.has(word));
}

/** The first word of every short message (a button's or link's name), which a sentence may refer to. */
const controlsOf = (list: readonly Message[]) =>
  new Set(
    list.filter(({ text }) => text.split(/\s+/).length <= 3).map(({ text }) => text.split(/\s+/)[0] ?? ""),
  );

/** Spanish words often written without their accent: the wrong spelling, and the right one. */
const accents: Readonly<Record<string, string>> = {
  valido: "válido",
  valida: "válida",
  invalido: "inválido",
  contrasena: "contraseña",
  sesion: "sesión",
  electronico: "electrónico",
  numero: "número",
  informacion: "información",
  pagina: "página",
  aqui: "aquí",
  tambien: "también",
  codigo: "código",
  telefono: "teléfono",
  direccion: "dirección",
  busqueda: "búsqueda",
  accion: "acción",
  aplicacion: "aplicación",
  notificacion: "notificación",
  configuracion: "configuración",
  ultimo: "último",
  podras: "podrás",
  despues: "después",
  dia: "día",
  dias: "días",
  mas: "más",
  segun: "según",
};

/** The usted forms the portal does not use where the spec leaves the voice open (tú: 'Ingresa', 'tu'). */
const usted =
  /\b(?:[Uu]sted|Ingrese|Intente|Verifique|Seleccione|Escriba|Elija|Presione|Digite|Espere|Comuníquese|Contáctese|Revise|Recuerde|Vuelva a)\b/;

describe("catalog voice", () => {
  it("reads the catalogs", () => {
    for (const language of languages) expect(all[language].length).toBeGreaterThan(100);
  });

  it("Spanish carries its accents where the spec does not fix the text", () => {
    const wrong = all.es.flatMap(({ catalog, id, text }) => {
      if (specFixed(id)) return [];
      const found = text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word in accents);
      return found.map((word) => `${catalog}: "${text}" writes "${word}" for "${accents[word]}"`);
    });
    expect(wrong).toEqual([]);
  });

  it("Spanish says tú, not usted, where the spec does not fix the text", () => {
    const wrong = all.es
      .filter(({ id, text }) => !specFixed(id) && usted.test(text))
      .map(({ catalog, text }) => `${catalog}: "${text}"`);
    expect(wrong).toEqual([]);
  });

  it.each(languages)("%s writes sentence case where the spec does not fix the text", (language) => {
    const controls = controlsOf(all[language]);
    const wrong = all[language].flatMap(({ catalog, id, text }) => {
      // A translation of a spec-fixed Spanish text follows its own language's rules; Spanish keeps the spec's.
      if (language === "es" && specFixed(id)) return [];
      const words = titleCaseWords(text, controls);
      return words.length > 0 ? [`${catalog}: "${text}" capitalises ${words.join(", ")}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("Spanish names the way back one way: 'Volver'", () => {
    const others = all.es
      .filter(({ id, text }) => !specFixed(id) && /^(?:Regresar|Atrás|Retroceder|Ir atrás)\b/.test(text))
      .map(({ catalog, text }) => `${catalog}: "${text}"`);
    expect(others).toEqual([]);
    expect(all.es.some(({ text }) => text === "Volver")).toBe(true);
  });

  it("the checks catch what they look for", () => {
    expect(titleCaseWords("Free Trial", new Set())).toEqual(["Trial"]);
    expect(titleCaseWords("Sign in with GSE ID. Then go on", new Set())).toEqual([]);
    expect(
      titleCaseWords("Si no recuerdas tu contraseña, usa Recordar contraseña.", new Set(["Recordar"])),
    ).toEqual([]);
    expect(usted.test("Ingrese su correo")).toBe(true);
    expect(usted.test("Ingresa tu correo")).toBe(false);
  });

  // Where the spec sits beside the repository (a development checkout), the list above is held to it.
  it.skipIf(!existsSync(specFolder))("every text listed as fixed is quoted by the spec", () => {
    const spec = ["sign-in.md", "administration.md"]
      .map((file) => readFileSync(join(specFolder, file), "utf8"))
      .join("\n");
    expect([...specFixedTexts].filter((text) => !spec.includes(text))).toEqual([]);
  });
});
