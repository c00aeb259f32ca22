import type { MenuItem, MenuLocation } from "@gse/contract";
import type { Queryable } from "../db/database.ts";

export interface StoredMenu {
  readonly id: number;
  readonly idapplication: number;
  readonly appName: string;
  /** One of the contract's four (the table's check constraint). */
  readonly idmenulocation: MenuLocation;
  readonly numberRows: number;
  /** The stored tree or tiles (jsonb), still unparsed: its shape depends on the location. */
  readonly menujson: unknown;
}

const columns = `m.id, m.application_id AS idapplication, a.name AS "appName", m.idmenulocation,
  m.number_rows AS "numberRows", m.menujson`;

export interface NewMenu {
  readonly idapplication: number;
  readonly idmenulocation: number;
  readonly numberRows: number;
  readonly menujson: unknown;
}

/** The menus table, by the questions the menu calls ask of it. */
export class Menus {
  constructor(private readonly db: Queryable) {}

  async of(appName: string, location: number): Promise<StoredMenu | undefined> {
    const rows = await this.db.query<StoredMenu>(
      `SELECT ${columns} FROM menus m JOIN applications a ON a.id = m.application_id
       WHERE a.name = $1 AND m.idmenulocation = $2`,
      [appName, location],
    );
    return rows[0];
  }

  /** The menu of application `idapplication` at `location`, for its editor (GET /api/menu/GetMenuByApp). */
  async byApp(idapplication: number, location: number): Promise<StoredMenu | undefined> {
    const rows = await this.db.query<StoredMenu>(
      `SELECT ${columns} FROM menus m JOIN applications a ON a.id = m.application_id
       WHERE m.application_id = $1 AND m.idmenulocation = $2`,
      [idapplication, location],
    );
    return rows[0];
  }

  async byId(id: number): Promise<StoredMenu | undefined> {
    const rows = await this.db.query<StoredMenu>(
      `SELECT ${columns} FROM menus m JOIN applications a ON a.id = m.application_id WHERE m.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Stores a new menu; undefined when the application already has one at that location. */
  async create(menu: NewMenu): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO menus (application_id, idmenulocation, number_rows, menujson) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (application_id, idmenulocation) DO NOTHING RETURNING id`,
      [menu.idapplication, menu.idmenulocation, menu.numberRows, JSON.stringify(menu.menujson)],
    );
    return rows[0]?.id;
  }

  /** Replaces the tree or tiles of menu `id`. */
  async modify(id: number, menu: Pick<NewMenu, "numberRows" | "menujson">): Promise<void> {
    await this.db.query(
      "UPDATE menus SET number_rows = $2, menujson = $3::jsonb, modified_on = now() WHERE id = $1",
      [id, menu.numberRows, JSON.stringify(menu.menujson)],
    );
  }

  /** Every menu, or those of the named applications, by application order then location. */
  async list(appNames?: readonly string[]): Promise<StoredMenu[]> {
    return this.db.query<StoredMenu>(
      `SELECT ${columns} FROM menus m JOIN applications a ON a.id = m.application_id
       WHERE $1::text[] IS NULL OR a.name = ANY($1::text[]) ORDER BY a.sort, m.idmenulocation`,
      [appNames ? [...appNames] : null],
    );
  }
}

/**
 * The items a holder of `privileges` sees (spec §6): an item shows when they hold one of its privileges, and
 * a hidden item hides its children. Names compare without regard to case. `isActivate` is left as it is: the
 * console dims or hides inactive items itself (and marks the children of an inactive parent inactive).
 */
export function itemsFor(items: readonly MenuItem[], privileges: readonly string[]): MenuItem[] {
  const held = new Set(privileges.map((name) => name.toLowerCase()));
  const visit = (list: readonly MenuItem[]): MenuItem[] =>
    list.flatMap((item) =>
      item.privilege.some((name) => held.has(name.toLowerCase()))
        ? [{ ...item, children: visit(item.children) }]
        : [],
    );
  return visit(items);
}
