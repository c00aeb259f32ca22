/**
 * Step of `i18n:compile` between `lingui compile` and the formatter: rewrites the source language's compiled
 * catalog (src/i18n/locales/es.ts) without the messages that read as their id (see `withoutIdentityMessages`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withoutIdentityMessages } from "../src/i18n/source-catalog.ts";

const file = fileURLToPath(new URL("../src/i18n/locales/es.ts", import.meta.url));
const text = readFileSync(file, "utf8");
// lingui writes `export const messages=JSON.parse("<the catalog as JSON>")as Messages;` (minified).
const found =
  /^(?<head>[\s\S]*?export const messages\s*=\s*)JSON\.parse\((?<literal>"(?:[^"\\]|\\.)*")\)\s*as Messages;?\s*$/.exec(
    text,
  );
if (!found?.groups)
  throw new Error(
    `${file}: expected lingui's compiled catalog (export const messages=JSON.parse("...")as Messages), got another shape: run lingui compile first`,
  );
const { head = "", literal = "" } = found.groups;
const messages = JSON.parse(JSON.parse(literal) as string);
const trimmed = JSON.stringify(JSON.stringify(withoutIdentityMessages(messages)));
writeFileSync(
  file,
  `${head.replace("// Compiled from", "// Compiled, without the messages that read as their id (scripts/trim-source-catalog.ts), from")}JSON.parse(${trimmed}) as Messages;\n`,
);
