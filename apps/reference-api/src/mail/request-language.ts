import { DEFAULT_LANGUAGE, type Language, languages } from "@gse/brand-kit";

/**
 * The language of the page that asked, from its Accept-Language (the portal's SDK sends the page's language):
 * the known language with the highest weight (`pt-BR` counts as `pt`), else Spanish.
 */
export function requestLanguage(header: string | undefined): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q ? Number(q) : 1, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const known = ranked.find(({ primary }) => (languages as readonly string[]).includes(primary));
  return (known?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}
