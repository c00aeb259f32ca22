import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Docs that run: the example family in docs/screen-families.md is this package's code, file for file.
const page = readFileSync(new URL("../../../docs/screen-families.md", import.meta.url), "utf8");
const blocks = [...page.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
const source = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

describe("docs/screen-families.md: a minimal family", () => {
  it.each(["./kiosk-family.ts", "./KioskLayout.tsx", "./KioskLoginScreen.tsx"])(
    "shows %s as it is here, type-checked and tested",
    (file) => {
      expect(blocks).toContain(source(file));
    },
  );
});
