/**
 * The pages of the families' brands, so a brand's login comes with its page's first scripts instead of one
 * request after another once the brand is read. Each file of src/entries is a family's entry, built as
 * `page-<family>`; the build writes index.html again for each, with that entry's scripts, at brand-kit's
 * `familyPageFile(family)`, and the page servers answer a brand's host with its family's page.
 */
export const familyEntryName = (family: string): string => `page-${family}`;

/** The family of a `page-<family>` entry chunk's name; undefined for index.html's own entry. */
export const familyOfEntry = (name: string): string | undefined => /^page-(.+)$/.exec(name)?.[1];

/**
 * index.html with its entry script and module preloads (as Vite wrote them) swapped for a family entry's: the
 * entry's script where index.html had its own, then a preload of each chunk the entry imports statically.
 */
export function familyPageHtml(
  indexHtml: string,
  base: string,
  indexScripts: readonly string[],
  familyScripts: readonly string[],
): string {
  const script = (file: string) => `<script type="module" crossorigin src="${base}${file}"></script>`;
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`;
  const [indexEntry, ...indexImports] = indexScripts;
  const [familyEntry, ...familyImports] = familyScripts;
  if (indexEntry === undefined || familyEntry === undefined) {
    throw new Error("family pages: expected index.html's entry and the family's entry, got no script");
  }
  const lines = indexHtml.split("\n");
  const lineOf = (tag: string) => {
    const at = lines.findIndex((line) => line.trim() === tag);
    if (at < 0) {
      throw new Error(
        `family pages: index.html has no line ${tag}; Vite writes its scripts otherwise now: update family-pages.ts`,
      );
    }
    return at;
  };
  const entryLine = lineOf(script(indexEntry));
  const indent = /^\s*/.exec(lines[entryLine] ?? "")?.[0] ?? "";
  const dropped = new Set(indexImports.map((file) => lineOf(preload(file))));
  const tags = [script(familyEntry), ...familyImports.map(preload)].map((tag) => indent + tag);
  return lines.flatMap((line, at) => (at === entryLine ? tags : dropped.has(at) ? [] : [line])).join("\n");
}
