import * as v from "valibot";
import { type MenuItem, MenuItemSchema, MenuLocation, type TileItem, TileItemSchema } from "./menu.ts";

/**
 * The menu editors' rules (spec §5 "Menu item" and "Tile item", §9), shared by the console's item forms and the
 * reference API's save and upload, so both refuse the same input with the same words. Every message is a
 * Spanish catalog id: the console translates it where it shows it.
 */
export const MenuMessage = {
  required: "Campo obligatorio",
  url: "Ingrese una url correcta!",
  logoType: "Debe cargar un archivo valido (.png).",
  logoName: "El nombre del archivo seleccionado no es valido.",
  logoSize: "El tamaño del archivo supera el máximo permitido (2MB).",
  /** Spec §4: a tile menu is saved only with both logos; the spec quotes no text, this one names the fix. */
  logosRequired: "Debes cargar el logo claro y el logo oscuro",
} as const;

const M = MenuMessage;

/** Spec §9: an uploaded logo's file name, at most 200 characters. */
export const LOGO_NAME_MAX = 200;
/** Spec §9: an uploaded logo, at most 2 MB. */
export const LOGO_BYTES_MAX = 2 * 1024 * 1024;
/** Spec §9: a menu item's key, 10 random characters. */
export const MENU_KEY_LENGTH = 10;

/** Blank text (spaces only) is as missing as empty text. */
const required = v.pipe(
  v.string(M.required),
  v.check((text) => text.trim() !== "", M.required),
);

/** An http or https address with a host. */
function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== "";
  } catch {
    return false;
  }
}

const webAddress = v.pipe(
  required,
  v.check((text) => isWebAddress(text.trim()), M.url),
);

/**
 * The tree item form (spec §5): name, privilege, section (location 3) and link type required; functionName
 * for a function, an http(s) url for a URL; description optional.
 */
export const MenuItemFormSchema = v.pipe(
  v.object({
    name: required,
    privilege: v.pipe(v.array(v.string()), v.minLength(1, M.required)),
    /** 0 user, 1 application; only asked for at location 3 (undefined elsewhere). */
    section: v.optional(v.picklist([0, 1], M.required)),
    location: v.picklist([1, 2, 3]),
    isFunction: v.boolean(M.required),
    functionName: v.string(),
    url: v.string(),
    description: v.string(),
  }),
  v.forward(
    v.check((item) => item.location !== MenuLocation.user || item.section !== undefined, M.required),
    ["section"],
  ),
  v.forward(
    v.check((item) => !item.isFunction || item.functionName.trim() !== "", M.required),
    ["functionName"],
  ),
  v.forward(
    v.check((item) => item.isFunction || item.url.trim() !== "", M.required),
    ["url"],
  ),
  v.forward(
    v.check((item) => item.isFunction || item.url.trim() === "" || isWebAddress(item.url.trim()), M.url),
    ["url"],
  ),
);
export type MenuItemForm = v.InferInput<typeof MenuItemFormSchema>;

/** The tile form (spec §5): name and both addresses required, the addresses http(s). */
export const TileFormSchema = v.object({
  name: required,
  urlLanding: webAddress,
  urlApplication: webAddress,
  description: v.string(),
});
export type TileForm = v.InferInput<typeof TileFormSchema>;

/** Both logos, as a tile menu's save requires (spec §4). */
export const TileLogosRule = v.pipe(
  v.object({ iconName: v.string(), iconNameDark: v.string() }),
  v.check((tile) => tile.iconName !== "" && tile.iconNameDark !== "", M.logosRequired),
);

/** A logo file as the browser gives it: its name and size (spec §5 "Tile item"). */
export const LogoFileRule = v.pipe(
  v.object({ name: v.string(), size: v.number() }),
  v.check((file) => file.name.toLowerCase().endsWith(".png"), M.logoType),
  v.check((file) => file.name.length <= LOGO_NAME_MAX && !/[\\/]/.test(file.name), M.logoName),
  v.check((file) => file.size <= LOGO_BYTES_MAX, M.logoSize),
);

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether `bytes` (a file's first bytes, or all of them) start as a PNG does: a file's name can say .png over
 * any content, its bytes cannot (spec §5 "Tile item": .png only, checked by the console and the reference API).
 */
export const startsAsPng = (bytes: ArrayLike<number>): boolean =>
  bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** The first message `schema` gives for `value`, or undefined when it passes. */
export function menuRuleMessage(schema: v.GenericSchema, value: unknown): string | undefined {
  const outcome = v.safeParse(schema, value);
  return outcome.success ? undefined : outcome.issues[0].message;
}

/** Every key in a tree, depth first: a saved tree's keys are unique. */
const keysOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.key, ...keysOf(item.children)]);

/**
 * What a saved menu's `menujson` must hold at its location: a tree of items with unique keys (1 to 3), or
 * tiles with unique keys (4). The reference API refuses anything else and stores nothing.
 */
export function menuJsonProblem(location: MenuLocation, json: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return "menujson: expected JSON text of a list";
  }
  const schema = location === MenuLocation.tiles ? v.array(TileItemSchema) : v.array(MenuItemSchema);
  const outcome = v.safeParse(schema, parsed);
  if (!outcome.success) {
    const issue = outcome.issues[0];
    const path = issue.path?.map((step) => String(step.key)).join(".");
    return `menujson${path ? `.${path}` : ""}: ${issue.message}`;
  }
  const keys =
    location === MenuLocation.tiles
      ? (outcome.output as { key: string }[]).map((tile) => tile.key)
      : keysOf(outcome.output as MenuItem[]);
  const seen = new Set<string>();
  for (const key of keys) {
    if (key === "") return "menujson: every item needs a key";
    if (seen.has(key)) return `menujson: the key "${key}" is used twice; each item's key is its own`;
    seen.add(key);
  }
  // Spec §4: a tile menu is saved only with both logos on every tile; the text is the console's to translate.
  if (location === MenuLocation.tiles && tilesWithoutLogos(outcome.output as TileItem[]).length > 0) {
    return M.logosRequired;
  }
  return undefined;
}

/** The tiles of a tile menu that lack the light or the dark logo: 'Guardar menú' and the API refuse those. */
export const tilesWithoutLogos = <Tile extends { iconName: string; iconNameDark: string }>(
  tiles: readonly Tile[],
): Tile[] => tiles.filter((tile) => menuRuleMessage(TileLogosRule, tile) !== undefined);
