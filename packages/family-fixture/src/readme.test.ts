import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Docs that run: README's "Write a screen family" is this package's code, file for file.
const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Write a screen family"), readme.indexOf("## Reference API"));
const blocks = [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

describe("README: Write a screen family", () => {
  it.each(["./kiosk-family.ts", "./KioskLayout.tsx", "./KioskLoginScreen.tsx"])(
    "shows %s as it is here, type-checked and tested",
    (file) => {
      expect(blocks).toContain(source(file));
    },
  );
});
