import { AdminApi, Code, MenuItemSchema, MenuLocation, TileItemSchema } from "@gse/contract";
import * as v from "valibot";
import { callerOf } from "../admin/authorization.ts";
import { itemsFor, type StoredMenu } from "../domain/menus.ts";
import { requireApplication } from "../domain/sign-in.ts";
import { applicationName, ok, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { type Routes, route } from "./route.ts";

const menu = AdminApi.menu;

const TreeSchema = v.array(MenuItemSchema);
const TilesSchema = v.array(TileItemSchema);

/**
 * A stored menu as `privileges` may see it, as the JSON text the contract's `menuJson` is. Tree items are
 * filtered on the server too, so nobody receives the routes and addresses of areas they may not use; the
 * tiles carry no privileges (spec §3) and go out whole.
 */
function menuJsonFor(stored: StoredMenu, privileges: readonly string[]): string {
  const where = `menu ${stored.id} (${stored.appName}, location ${stored.idmenulocation})`;
  if (stored.idmenulocation === MenuLocation.tiles) {
    const tiles = v.safeParse(TilesSchema, stored.menujson);
    if (!tiles.success) throw new Error(`${where}: the stored tiles do not fit the contract`);
    return JSON.stringify(tiles.output);
  }
  const tree = v.safeParse(TreeSchema, stored.menujson);
  if (!tree.success) throw new Error(`${where}: the stored tree does not fit the contract`);
  return JSON.stringify(itemsFor(tree.output, privileges));
}

/** Whose menus GET /api/menu/list asks for: the caller's own, another user's, or every one (undefined). */
async function listOwner(
  services: Services,
  userid: string | undefined,
  caller: ReturnType<typeof callerOf>,
) {
  if (userid === undefined) return undefined;
  if (userid === caller.userId) return { apps: caller.apps, privileges: caller.privileges };
  const user = /^\d+$/.test(userid) ? await services.users.byId(Number(userid)) : undefined;
  if (!user) throw new Refusal(400, `header userid: no user has the id "${userid}"`, Code.notFound);
  return { apps: user.apps, privileges: user.privileges };
}

export const menuRoutes: Routes = (app, services) => {
  route(app, menu.getMenuByUser, async (c, { headers }) => {
    const target = await requireApplication(services, applicationName(headers.appName));
    const stored = await services.menus.of(target.name, headers.idmenulocation);
    const records = stored ? [{ id: stored.id, menuJson: menuJsonFor(stored, callerOf(c).privileges) }] : [];
    return ok({ records });
  });

  route(app, menu.list, async (c, { headers }) => {
    const owner = await listOwner(services, headers.userid, callerOf(c));
    const stored = await services.menus.list(owner?.apps);
    const records = stored.map((entry) => ({
      id: entry.id,
      idapplication: entry.idapplication,
      appName: entry.appName,
      idmenulocation: entry.idmenulocation,
      numberRows: entry.numberRows,
      menuJson: owner ? menuJsonFor(entry, owner.privileges) : JSON.stringify(entry.menujson),
    }));
    return ok({ records });
  });
};
