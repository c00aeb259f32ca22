import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseBrandKey } from "../keys.ts";
import { brandKeyPattern } from "../schema/values.ts";
import { BRAND_SCHEMA_FILE } from "./brand-json-schema.ts";
import { outlineBrands } from "./outline-brands.ts";

export type ScaffoldResult =
  | { readonly ok: true; readonly folder: string }
  | { readonly ok: false; readonly message: string };

/**
 * Creates brands/<key>/ with a brand.json that inherits everything it does not set and an original placeholder
 * logo, so the new brand passes the check at once. A tenant key (`app_tenant`) extends its application when
 * that brand exists; anything else extends the default brand unless `--extends` names another.
 */
export function scaffoldBrand(brandsDir: string, key: string, parent?: string): ScaffoldResult {
  const label = `${basename(brandsDir)}/${key}`;
  if (!brandKeyPattern.test(key)) {
    return {
      ok: false,
      message: `${label}: expected a lowercase key like payroll or selfservice_co, got "${key}"`,
    };
  }
  const folder = join(brandsDir, key);
  if (existsSync(folder))
    return { ok: false, message: `${label}: expected a new brand key, got one that exists` };
  const { application } = parseBrandKey(key);
  const extendsKey =
    parent ??
    (application !== key && existsSync(join(brandsDir, application, "brand.json")) ? application : "suite");
  if (!existsSync(join(brandsDir, extendsKey, "brand.json"))) {
    return { ok: false, message: `${label}: --extends: expected an existing brand, got "${extendsKey}"` };
  }

  const { tenant } = parseBrandKey(key);
  const name = [application, ...(tenant ? [tenant] : [])]
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
  const brand = {
    $schema: `../${BRAND_SCHEMA_FILE}`,
    extends: extendsKey,
    name,
    title: name,
    images: { logo: "logo.svg", screens: { login: "logo.svg", sideMenu: "logo.svg" } },
  };
  mkdirSync(folder);
  writeFileSync(join(folder, "brand.json"), `${JSON.stringify(brand, null, 2)}\n`);
  writeFileSync(join(folder, "logo.svg"), placeholderLogo(name));
  // Drawn in the font the new brand inherits, so the placeholder passes the live-text check like real artwork.
  outlineBrands(brandsDir, [key]);
  return { ok: true, folder: label };
}

/** A neutral wordmark to replace with the brand's artwork; drawn here, so it is original. */
function placeholderLogo(name: string): string {
  const text = name.replace(/[^A-Za-z0-9 ]/g, "");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 56" width="240" height="56" role="img">` +
    `<title>${text}</title><rect x="4" y="6" width="44" height="44" rx="10" fill="#3d4656"/>` +
    `<text x="26" y="36" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="22" fill="#ffffff">${text.charAt(0)}</text>` +
    `<text x="60" y="36" font-family="sans-serif" font-weight="700" font-size="20" fill="#1b1f2a">${text}</text></svg>\n`
  );
}
