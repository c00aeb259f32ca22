import { describe, expect, it } from "vitest";
import { familyEntryName, familyOfEntry, familyPageHtml } from "../apps/portal/family-pages.ts";

// index.html as Vite writes it: its entry's script, then a preload per chunk the entry imports.
const indexHtml = [
  "<!doctype html>",
  "<html>",
  "  <head>",
  "    <title>Portal</title>",
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
  "  </head>",
  '  <body><div id="root"></div></body>',
  "</html>",
].join("\n");

describe("a family's page", () => {
  it("is index.html with the family entry's script and preloads instead of index.html's own", () => {
    const page = familyPageHtml(
      indexHtml,
      "/",
      ["assets/index-1.js", "assets/boot-1.js"],
      ["assets/page-themed-1.js", "assets/boot-1.js", "assets/login-themed-1.js"],
    );
    expect(page.split("\n")).toEqual([
      "<!doctype html>",
      "<html>",
      "  <head>",
      "    <title>Portal</title>",
      '    <script type="module" crossorigin src="/assets/page-themed-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/login-themed-1.js">',
      "  </head>",
      '  <body><div id="root"></div></body>',
      "</html>",
    ]);
  });

  it("says so when index.html no longer holds the tags Vite used to write, rather than a page with two entries", () => {
    expect(() =>
      familyPageHtml(
        indexHtml.replace(" crossorigin src", " src"),
        "/",
        ["assets/index-1.js"],
        ["assets/page-common-1.js"],
      ),
    ).toThrow(
      /index\.html has no line <script type="module" crossorigin src="\/assets\/index-1\.js"><\/script>/,
    );
  });

  it("names the family entries page-<family>, and tells them from index.html's entry by that name", () => {
    expect(familyEntryName("self-service")).toBe("page-self-service");
    expect(familyOfEntry("page-self-service")).toBe("self-service");
    expect(familyOfEntry("index")).toBeUndefined();
  });
});
