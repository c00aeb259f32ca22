import * as v from "valibot";
import { envelope } from "./envelope.ts";
import { optionalHeader, requiredText } from "./fields.ts";

/** The four menu locations of spec §3: each application has one menu per location. */
export const MenuLocation = { side: 1, top: 2, user: 3, tiles: 4 } as const;
export type MenuLocation = (typeof MenuLocation)[keyof typeof MenuLocation];
export const MenuLocationSchema = v.picklist([1, 2, 3, 4], "must be a menu location: 1, 2, 3 or 4");

/** The two trees of the user menu (location 3). */
export const MenuSection = { user: 0, application: 1 } as const;
export type MenuSection = (typeof MenuSection)[keyof typeof MenuSection];

/** The console routes a function item may name in `functionName` (the protected routes of spec §2). */
export const MenuFunction = {
  home: "home",
  users: "users",
  privileges: "privileges",
  roles: "roles",
  apps: "apps",
  menuSettings: "menuSettings",
  notifications: "notifications",
} as const;

/** `numberRows` is 4 for the tile location and 0 for the trees (spec §9). */
export const numberRowsFor = (location: MenuLocation) => (location === MenuLocation.tiles ? 4 : 0);

/** Default icon size of a tree item (spec §9). */
export const DEFAULT_ICON_SIZE = "24px";

/** Privilege names: a list, or the comma-separated text the item form holds (spec §3). */
const PrivilegeNamesField = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) =>
    (typeof value === "string" ? value.split(",") : value).map((name) => name.trim()).filter(Boolean),
  ),
);

const text = v.nullish(v.string(), "");

/** One item of a tree menu (locations 1 to 3), as held in a menu record's `menujson`. */
export interface MenuItem {
  readonly name: string;
  /** Random 10-character id. */
  readonly key: string;
  /** The privileges that show the item: a session holding any one of them sees it. */
  readonly privilege: string[];
  /** True: `functionName` names a console route; false: `url` is followed. */
  readonly isFunction: boolean;
  readonly functionName: string;
  readonly url: string;
  readonly description: string;
  readonly isActivate: boolean;
  readonly sizeIcon: string;
  /** A Material icon name, or the address of a custom icon when `isPersonalizedIcon`. */
  readonly iconName: string;
  readonly isPersonalizedIcon: boolean;
  readonly children: MenuItem[];
  readonly menuLocation?: number | undefined;
  readonly application?: string | undefined;
  /** Location 3 only: 0 the user section, 1 the application section. */
  readonly section?: MenuSection | undefined;
}

export const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  name: v.string(),
  key: v.string(),
  privilege: v.optional(PrivilegeNamesField, []),
  isFunction: v.boolean(),
  functionName: text,
  url: text,
  description: text,
  isActivate: v.optional(v.boolean(), true),
  sizeIcon: v.nullish(v.string(), DEFAULT_ICON_SIZE),
  iconName: text,
  isPersonalizedIcon: v.optional(v.boolean(), false),
  children: v.nullish(v.array(v.lazy(() => MenuItemSchema)), () => []),
  menuLocation: v.optional(v.number()),
  application: v.optional(v.string()),
  section: v.optional(v.picklist([MenuSection.user, MenuSection.application])),
});

/** One tile of the suite menu (location 4): an application with its light and dark logos. */
export const TileItemSchema = v.object({
  name: v.string(),
  key: v.string(),
  urlLanding: v.string(),
  urlApplication: v.string(),
  description: text,
  isActivate: v.optional(v.boolean(), true),
  /** The light logo's address. */
  iconName: v.string(),
  /** The dark logo's address. */
  iconNameDark: v.string(),
});
export type TileItem = v.InferOutput<typeof TileItemSchema>;

/** JSON text of a list, read with `schema`; a text that is not JSON names the field it came from. */
const jsonList = <TItem extends v.GenericSchema>(item: TItem, what: string) =>
  v.pipe(
    v.string(),
    v.parseJson(undefined, `must be JSON text of ${what}`),
    v.nullable(v.array(item)),
    v.transform((list) => list ?? []),
  );

/** `menujson` / `menuJson` of a tree menu (locations 1 to 3): JSON text, read into a typed tree. */
export const MenuTreeJsonSchema = jsonList(MenuItemSchema, "a list of menu items");

/** `menujson` / `menuJson` of the tile menu (location 4): JSON text, read into typed tiles. */
export const TileJsonSchema = jsonList(TileItemSchema, "a list of tiles");

function parseJsonText<TSchema extends v.GenericSchema>(schema: TSchema, json: string, what: string) {
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output as v.InferOutput<TSchema>;
  const issue = parsed.issues[0];
  const path = issue.path?.map((step) => String(step.key)).join(".");
  throw new Error(`${what}${path ? `.${path}` : ""}: ${issue.message}`);
}

/** Reads a tree menu's JSON text, or throws naming the first bad field (`menuJson.0.children.1.name: ...`). */
export const parseMenuJson = (json: string): MenuItem[] =>
  parseJsonText(MenuTreeJsonSchema, json, "menuJson");

/** Reads the tile menu's JSON text, or throws naming the first bad field. */
export const parseTileJson = (json: string): TileItem[] => parseJsonText(TileJsonSchema, json, "menuJson");

/**
 * A stored menu (spec §3): the body of POST /api/menu/Create and /api/menu/Modify and the result of
 * GET /api/menu/GetMenuByApp. `id` 0 means not saved yet; `menujson` stays JSON text here because its
 * shape depends on `idmenulocation`: read it with `parseMenuJson` or `parseTileJson`.
 */
export const MenuRecordSchema = v.object({
  id: v.number(),
  idapplication: v.number(),
  idmenulocation: MenuLocationSchema,
  numberRows: v.number(),
  menujson: v.string(),
});
export type MenuRecord = v.InferOutput<typeof MenuRecordSchema>;

/** The location header arrives as text ("1" to "4"). */
const LocationHeader = v.pipe(v.string(), v.trim(), v.transform(Number), MenuLocationSchema);

/** GET /api/menu/GetMenuByUser: the signed-in user's menu of application `appName` at `idmenulocation`. */
export const GetMenuByUserHeadersSchema = v.object({
  idmenulocation: LocationHeader,
  appName: requiredText(50),
});
export type GetMenuByUserHeaders = v.InferOutput<typeof GetMenuByUserHeadersSchema>;

const byUserAnswer = <TMenu extends v.GenericSchema>(menuJson: TMenu) =>
  envelope(v.object({ records: v.array(v.object({ id: v.optional(v.number()), menuJson })) }));

/**
 * GET /api/menu/GetMenuByUser for a tree location (1, 2 or 3): `result.records[0].menuJson`, read into
 * `MenuItem[]`. No record means the application has no menu there.
 */
export const GetMenuByUserAnswerSchema = byUserAnswer(MenuTreeJsonSchema);
export type GetMenuByUserAnswer = v.InferOutput<typeof GetMenuByUserAnswerSchema>;

/**
 * GET /api/menu/GetMenuByUser at any location, as the call's descriptor declares it: `menuJson` as the JSON text it
 * travels as, since its shape depends on the location asked for (read it with `parseMenuJson` or
 * `parseTileJson`; `GetMenuByUserAnswerSchema` and `GetTilesByUserAnswerSchema` read both at once).
 */
export const MenuByUserAnswerSchema = byUserAnswer(v.string());
export type MenuByUserAnswer = v.InferOutput<typeof MenuByUserAnswerSchema>;

/** GET /api/menu/GetMenuByUser for the tile location (4): `result.records[0].menuJson` read into `TileItem[]`. */
export const GetTilesByUserAnswerSchema = byUserAnswer(TileJsonSchema);
export type GetTilesByUserAnswer = v.InferOutput<typeof GetTilesByUserAnswerSchema>;

/** GET /api/menu/list: `userid` asks for that user's own menus (their applications, their privileges). */
export const MenuListHeadersSchema = v.object({ userid: optionalHeader(20) });
export type MenuListHeaders = v.InferOutput<typeof MenuListHeadersSchema>;

const listed = { id: v.number(), idapplication: v.optional(v.number()), appName: v.optional(v.string()) };

/** One row of GET /api/menu/list: its `menuJson` read by its location, trees or tiles. */
export const MenuListRecordSchema = v.variant("idmenulocation", [
  v.object({ ...listed, idmenulocation: v.literal(MenuLocation.tiles), menuJson: TileJsonSchema }),
  v.object({
    ...listed,
    idmenulocation: v.picklist([MenuLocation.side, MenuLocation.top, MenuLocation.user]),
    menuJson: MenuTreeJsonSchema,
  }),
]);
export type MenuListRecord = v.InferOutput<typeof MenuListRecordSchema>;

/** GET /api/menu/list: `result.records`. */
export const MenuListAnswerSchema = envelope(v.object({ records: v.array(MenuListRecordSchema) }));
export type MenuListAnswer = v.InferOutput<typeof MenuListAnswerSchema>;

/** GET /api/menu/GetMenuByApp: the menu editor's record of one application and location. */
export const GetMenuByAppHeadersSchema = v.object({
  idapplication: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, "must be an application id"),
    v.transform(Number),
  ),
  idmenulocation: LocationHeader,
});
export type GetMenuByAppHeaders = v.InferOutput<typeof GetMenuByAppHeadersSchema>;

/** GET /api/menu/GetMenuByApp: the record, or null when the application has no menu there yet (create it with id 0). */
export const GetMenuByAppAnswerSchema = envelope(v.nullable(MenuRecordSchema));
export type GetMenuByAppAnswer = v.InferOutput<typeof GetMenuByAppAnswerSchema>;

/** POST /api/menu/Create (id 0) and /api/menu/Modify: the body is a `MenuRecord`; `result` the saved record. */
export const MenuSaveAnswerSchema = envelope(MenuRecordSchema);
export type MenuSaveAnswer = v.InferOutput<typeof MenuSaveAnswerSchema>;

/** POST /api/menu/UploadImageMenu: a tile logo, base64 of a .png (spec §3). */
export const UploadImageMenuRequestSchema = v.object({
  ApplicationName: v.string(),
  Extension: v.string(),
  ImageBase64: v.string(),
});
export type UploadImageMenuRequest = v.InferOutput<typeof UploadImageMenuRequestSchema>;

/** POST /api/menu/UploadImageMenu: `relativePath` is the logo's address for the tile's iconName. */
export const UploadImageMenuAnswerSchema = envelope(v.object({ relativePath: v.string() }));
export type UploadImageMenuAnswer = v.InferOutput<typeof UploadImageMenuAnswerSchema>;
