import * as v from "valibot";
import { expected } from "./expected.ts";

/**
 * The value types a brand may hold. Each is a string matched against a whole-value pattern, so nothing a brand
 * says can close a CSS declaration, open a URL scheme or leave its folder: `#fff; } body {...}`, `url(...)`,
 * `expression(...)`, `javascript:`, `data:` and `..` all fail before a value reaches CSS or the DOM.
 * The patterns are plain regular expressions so the generated JSON Schema carries them to editors too.
 */

/** A string that matches `pattern` as a whole, described as `what` in problems and in the JSON Schema. */
function matching(pattern: RegExp, what: string) {
  return v.pipe(v.string(expected(what)), v.regex(pattern, expected(what)), v.description(what));
}

const byte = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
const alpha = "(?:0|1|0?\\.[0-9]{1,3}|1\\.0{1,3})";
const hue = "(?:360|3[0-5][0-9]|[12][0-9]{2}|[1-9]?[0-9])";
const percent = "(?:100|[1-9]?[0-9])%";
const hexColour = "#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})";
const rgbColour = `rgba?\\( ?${byte} ?, ?${byte} ?, ?${byte} ?(?:, ?${alpha} ?)?\\)`;
const hslColour = `hsla?\\( ?${hue}(?:deg)? ?, ?${percent} ?, ?${percent} ?(?:, ?${alpha} ?)?\\)`;

export const colourPattern = new RegExp(`^(?:${hexColour}|${rgbColour}|${hslColour})$`);
export const Colour = matching(colourPattern, "a colour like #1a2b3c, rgb(26, 43, 60) or hsl(210, 40%, 17%)");

export const Length = matching(
  /^(?:0|(?:[0-9]{1,4}|[0-9]{0,4}\.[0-9]{1,3})(?:px|rem|%))$/,
  "a length like 160px, 10rem or 50%",
);

/** One part of a brand key: a host label's spelling (lowercase letters, digits, inner hyphens), up to 40. */
const keyPart = "[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?";
/** Brand keys are folder names: an application, or application_tenant, each part as a host label spells it. */
export const brandKeyPattern = new RegExp(`^${keyPart}(?:_${keyPart})?$`);
export const BrandKey = matching(brandKeyPattern, "a brand key like payroll, zz-probe or selfservice_co");
/** A tenant, the part of a brand key after its `_`. */
export const tenantKeyPattern = new RegExp(`^${keyPart}$`);
export const TenantKey = matching(tenantKeyPattern, "a tenant like co or certa");

export const DisplayText = matching(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a display text must not hold.
  /^[^<>{}\\\u0000-\u001f\u007f]{1,80}$/,
  "a text of 1 to 80 characters without <, >, {, } or \\",
);

export const FontFamilyName = matching(
  /^[A-Za-z](?:[A-Za-z0-9 -]{0,62}[A-Za-z0-9])?$/,
  "a font family name of letters, digits, spaces and hyphens",
);

/**
 * A screen family's name, as the app that draws the brand registers it (the portal: common, certificate, themed,
 * self-service): the schema knows no family, the app checks the name against its registry (apps/portal's
 * family-registry.ts), so a family written elsewhere needs no change here.
 */
export const ScreenFamilyName = matching(
  /^[a-z](?:[a-z0-9-]{0,30}[a-z0-9])?$/,
  "a screen family the app registers: lowercase letters, digits and hyphens (the portal's: common, certificate, themed or self-service)",
);

export const HttpsUrl = matching(
  /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~%+-]*)*(?:\?[A-Za-z0-9._~%+=&-]*)?$/,
  "an https:// address",
);

export const EmailAddress = matching(
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
  "an email address like soporte@example.com",
);

const segment = "[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}";
const host = "[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*(?::[0-9]{1,5})?";
const httpsPath = "(?:/[A-Za-z0-9._~%+-]+)*";
const query = "(?:\\?[A-Za-z0-9._~%+=&-]*)?";

/** What a kind of asset may be: the file extensions it accepts and how problems name it. */
export interface AssetKind {
  readonly extensions: readonly string[];
  readonly what: string;
}

export const imageAsset: AssetKind = { extensions: ["svg", "png", "webp"], what: "image" };
export const faviconAsset: AssetKind = { extensions: ["svg", "png", "ico"], what: "icon" };
export const fontAsset: AssetKind = { extensions: ["woff2", "woff"], what: "font" };

/** `.svg, .png or .webp` */
const extensionList = (kind: AssetKind) => {
  const names = kind.extensions.map((extension) => `.${extension}`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
};

/**
 * An asset as a brand.json names it: a path relative to the brand's folder (no `..`, no leading `/`, no
 * hidden file; a segment never starts with a dot) or an https address.
 */
export function fileAsset(kind: AssetKind) {
  const ext = `\\.(?:${kind.extensions.join("|")})`;
  return matching(
    new RegExp(`^(?:(?:${segment}/)*${segment}${ext}|https://${host}${httpsPath}${ext}${query})$`),
    `a ${extensionList(kind)} ${kind.what} file inside the brand folder or an https:// address`,
  );
}

/**
 * An asset as the portal receives it in a flattened brand: a root-relative address the build emitted
 * (`/assets/logo-3fa9c1.svg`) or an https address.
 */
export function servedAsset(kind: AssetKind) {
  const ext = `\\.(?:${kind.extensions.join("|")})`;
  return matching(
    new RegExp(`^(?:(?:/${segment})+${ext}|https://${host}${httpsPath}${ext}${query})$`),
    `a root-relative or https:// address of a ${extensionList(kind)} ${kind.what}`,
  );
}
