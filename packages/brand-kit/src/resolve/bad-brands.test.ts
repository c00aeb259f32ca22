import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../problems.ts";
import { type BrandSource, resolveBrands } from "./resolve-brands.ts";

const suite: unknown = JSON.parse(
  readFileSync(new URL("../../../../brands/suite/brand.json", import.meta.url), "utf8"),
);
const REMOVE = Symbol("remove");

/** The suite brand with one value changed: `path` like `fonts.body.faces[0].file`. */
function suiteWith(path: string, value: unknown): unknown {
  const copy = structuredClone(suite) as Record<string, unknown>;
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== "");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) ?? "";
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

function check(files: Record<string, unknown>) {
  const sources: BrandSource[] = Object.entries(files).map(([key, json]) => ({
    key,
    file: `brands/${key}/brand.json`,
    content: typeof json === "string" ? { problem: json } : { json },
  }));
  return resolveBrands(sources, {
    assetUrl: (key, file) => `/brands/${key}/${file}`,
    assetExists: (_key, file) => !file.startsWith("missing"),
  });
}

/** One bad brand.json each: the field, the value written there, and what the problem must say. */
const corpus: readonly [name: string, path: string, value: unknown, expected: string][] = [
  ["CSS injection closing the rule", "palette.primary.main", "#fff; } body { display:none", "a colour like"],
  [
    "CSS injection with a javascript: url",
    "palette.neutral.background",
    "red;background:url(javascript:alert(1))",
    "a colour like",
  ],
  ["an IE expression()", "colours.button.background", "expression(alert(1))", "a colour like"],
  [
    "markup closing the style element",
    "palette.neutral.text",
    "</style><script>alert(1)</script>",
    "a colour like",
  ],
  ["a named colour", "palette.error.main", "red", "a colour like"],
  ["a hex colour of five digits", "palette.info.light", "#12345", "a colour like"],
  ["an rgb() channel over 255", "palette.secondary.dark", "rgb(300, 0, 0)", "a colour like"],
  ["a CSS variable", "colours.link.text", "var(--x)", "a colour like"],
  ["!important after a colour", "colours.input.text", "rgb(0,0,0) !important", "a colour like"],
  ["a second declaration after hsl()", "colours.loading", "hsl(0, 100%, 50%);color:red", "a colour like"],
  ["a number instead of a colour", "palette.primary.dark", 16777215, "a colour like"],
  ["an expression() as a length", "logoWidth", "expression(alert(1))", "a length like"],
  ["a viewport unit", "logoWidth", "100vw", "a length like"],
  ["a negative length", "logoWidth", "-10px", "a length like"],
  ["a second declaration after a length", "logoWidth", "10px;position:fixed", "a length like"],
  ["a path escaping to /etc/passwd", "images.logo", "../../etc/passwd", "inside the brand folder"],
  ["a path into a sibling brand", "images.logo", "../payroll/logo.svg", "inside the brand folder"],
  ["an absolute path", "images.favicon", "/etc/favicon.png", "inside the brand folder"],
  ["a javascript: URL", "images.icon", "javascript:alert(1)", "inside the brand folder"],
  [
    "a data:text/html URL",
    "images.background",
    "data:text/html;base64,PHNjcmlwdD4=",
    "inside the brand folder",
  ],
  [
    "a data:image/svg+xml URL",
    "images.background",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "inside the brand folder",
  ],
  ["a plain http URL", "images.screens.login", "http://cdn.example.com/logo.svg", "an https:// address"],
  [
    "an https URL breaking out of url()",
    "images.whiteLogo",
    'https://cdn.example.com/a.svg") ;x',
    "an https:// address",
  ],
  ["an image that is not svg, png or webp", "images.logo", "logo.gif", ".svg, .png or .webp"],
  ["a hidden file", "images.screens.alert", ".hidden.svg", "inside the brand folder"],
  ["a Windows path", "images.logo", "C:\\brands\\logo.svg", "inside the brand folder"],
  ["a percent-encoded escape", "images.logo", "%2e%2e/secret.svg", "inside the brand folder"],
  ["a protocol-relative URL", "images.icon", "//evil.example.com/icon.svg", "inside the brand folder"],
  ["a font that is not woff2 or woff", "fonts.body.faces[0].file", "font.ttf", ".woff2 or .woff"],
  ["a data: font", "fonts.body.faces[0].file", "data:font/woff2;base64,AAAA", ".woff2 or .woff"],
  ["an asset file that does not exist", "images.screens.topBar", "missing-logo.svg", "a file that exists"],
  ["markup in the title", "title", "</title><script>alert(1)</script>", "a text of 1 to 80 characters"],
  ["an empty name", "name", "", "a text of 1 to 80 characters"],
  ["a screen family name that is not one", "family", "Fancy Family", "a screen family"],
  ["a tenant language other than es or pt", "tenantLanguage", "en", "es or pt"],
  ["an unknown language key", "behaviour.languageKey", "lang", "bms_lang or lstinhib_lang"],
  ["a captcha mode that is not on, off or server", "behaviour.captcha", true, "on, off or server"],
  ["a javascript: Comprar link", "behaviour.purchaseUrl", "javascript:alert(1)", "an https:// address"],
  ["an http Comprar link", "behaviour.purchaseUrl", "http://shop.example.com", "an https:// address"],
  ["markup as support contact", "behaviour.supportContact", "<a>mail</a>", "an email address"],
  ["CSS in a font family name", "fonts.body.family", 'Inter"; } body {', "a font family name"],
  ["a font weight off the 100 scale", "fonts.body.faces[0].weight", 450, "a font weight"],
  ["no font faces", "fonts.body.faces", [], "at least one font face"],
  ["a misspelt palette key", "palette.primay", { main: "#000000" }, "one of the keys primary, secondary"],
  ["an unknown top-level key", "script", "alert(1)", "one of the keys $schema, extends, name"],
  ["a missing palette role in a brand without extends", "palette.neutral", REMOVE, "the neutral colours"],
  ["a ramp without its dark shade", "palette.primary.dark", REMOVE, "a colour like"],
  ["an extends that is not a key", "extends", "../suite", "a brand key like"],
];

describe("a corpus of bad brand files", () => {
  it("holds at least 30 cases", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)("rejects %s at %s", (_name, path, value, expected) => {
    const { brands, problems } = check({ bad: suiteWith(path, value) });
    expect(brands.has("bad")).toBe(false);
    const problem = problems.find((candidate) => candidate.path === path);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem?.file).toBe("brands/bad/brand.json");
    expect(problem?.message).toMatch(/^expected .+, got .+$/);
    expect(problem?.message).toContain(expected);
  });

  it("prints a problem as brands/<key>/brand.json: <json.path>: expected <what>, got <value>", () => {
    const { problems } = check({ payroll: suiteWith("palette.primary.main", "red; }") });
    expect(problems.map(formatProblem)).toEqual([
      'brands/payroll/brand.json: palette.primary.main: expected a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%), got "red; }"',
    ]);
  });

  it("rejects a file that is not a JSON object, and one that is not JSON at all", () => {
    const { problems } = check({
      list: [1, 2],
      broken: "expected valid JSON, got Unexpected end of JSON input",
    });
    expect(problems.map(formatProblem)).toEqual([
      "brands/list/brand.json: $: expected a brand object, got [1,2]",
      "brands/broken/brand.json: $: expected valid JSON, got Unexpected end of JSON input",
    ]);
  });

  it("rejects a folder whose name is not a lowercase key", () => {
    const { problems } = check({ Payroll: suite });
    expect(problems.map(formatProblem)).toEqual([
      'brands/Payroll/brand.json: $: expected a folder named like payroll or selfservice_co (lowercase), got "Payroll"',
    ]);
  });
});

describe("extends chains", () => {
  it("rejects a missing parent", () => {
    const { brands, problems } = check({ suite, orphan: { extends: "nope", name: "Orphan" } });
    expect(brands.has("orphan")).toBe(false);
    expect(problems.map(formatProblem)).toEqual([
      'brands/orphan/brand.json: extends: expected the key of an existing brand folder, got "nope"',
    ]);
  });

  it("rejects a cycle, naming the loop in every brand on it", () => {
    const { brands, problems } = check({
      suite,
      a: { extends: "b" },
      b: { extends: "c" },
      c: { extends: "a" },
    });
    expect([...brands.keys()]).toEqual(["suite"]);
    expect(problems.map(formatProblem)).toEqual([
      'brands/a/brand.json: extends: expected a brand whose extends chain ends, got "b" (a → b → c → a)',
      'brands/b/brand.json: extends: expected a brand whose extends chain ends, got "c" (b → c → a → b)',
      'brands/c/brand.json: extends: expected a brand whose extends chain ends, got "a" (c → a → b → c)',
    ]);
  });

  it("rejects a brand that extends itself", () => {
    const { problems } = check({ me: { ...(suite as object), extends: "me" } });
    expect(problems.map((problem) => problem.path)).toEqual(["extends"]);
  });

  it("rejects a child of an invalid parent, and a brand that leads into someone else's cycle", () => {
    const { problems } = check({
      suite,
      parent: { extends: "suite", palette: { primary: { main: "nope" } } },
      child: { extends: "parent" },
      a: { extends: "b" },
      b: { extends: "a" },
      tail: { extends: "a" },
    });
    expect(problems.map(formatProblem)).toContain(
      'brands/child/brand.json: extends: expected a valid brand to extend, got "parent", which has problems',
    );
    expect(problems.map(formatProblem)).toContain(
      'brands/tail/brand.json: extends: expected a valid brand to extend, got "a", which has problems',
    );
  });
});

describe("contrast (WCAG 2.2 AA, 4.5:1)", () => {
  const cases: readonly [path: string, value: string, on: string][] = [
    ["colours.button.text", "#3355bb", "colours.button.background"],
    ["colours.link.text", "#9999ff", "palette.neutral.background"],
    ["colours.errorBox.text", "#ff9999", "colours.errorBox.background"],
    ["colours.input.text", "#dddddd", "colours.input.background"],
  ];

  it.each(cases)("rejects %s %s against %s", (path, value, on) => {
    const { brands, problems } = check({
      suite,
      low: { extends: "suite", ...(suiteWith(path, value) as object) },
    });
    expect(brands.has("low")).toBe(false);
    const problem = problems.find((candidate) => candidate.path === path);
    expect(problem?.file).toBe("brands/low/brand.json");
    expect(problem?.message).toMatch(
      new RegExp(`^expected a contrast of at least 4\\.5:1 on ${on} \\(.+\\), got [0-9.]+:1 for "${value}"$`),
    );
  });

  it("derives a readable button text when a brand only sets the button background", () => {
    const { brands, problems } = check({
      suite,
      light: { extends: "suite", colours: { button: { background: "#ffd54f" } } },
    });
    expect(problems).toEqual([]);
    expect(brands.has("light")).toBe(true);
  });
});
