import {
  AdminApi,
  MenuLocation,
  MenuSection,
  parseMenuJson,
  parseTileJson,
  type TileItem,
} from "@gse/contract";
import { useSession, useSignIn } from "@gse/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ShellTile } from "../shell/SuiteTiles.tsx";
import { type ShellMenuItem, toShellMenu } from "../shell/shell-menu.ts";
import { callQuery } from "./console-api.ts";

const { getMenuByUser } = AdminApi.menu;

/**
 * The signed-in user's menu of this application at a location (spec §7), read with the location's own schema:
 * the call's `menuJson` is JSON text whose shape depends on the location.
 */
function useMenuAt<TItem>(location: MenuLocation, read: (menuJson: string) => TItem[]) {
  const { client, env } = useSignIn();
  return useQuery({
    ...callQuery(client, getMenuByUser, {
      headers: { idmenulocation: String(location), appName: env.application },
    }),
    select: (answer): TItem[] => {
      const menuJson = answer.result.records[0]?.menuJson;
      return menuJson === undefined ? [] : read(menuJson);
    },
  });
}

export interface ShellMenus {
  readonly side: readonly ShellMenuItem[];
  readonly top: readonly ShellMenuItem[];
  readonly user: { readonly application: readonly ShellMenuItem[]; readonly user: readonly ShellMenuItem[] };
  readonly tiles: readonly ShellTile[];
}

/** Active tiles only; a tile opens its application, or its landing page when it names no application address. */
export function toShellTiles(tiles: readonly TileItem[]): ShellTile[] {
  return tiles
    .filter((tile) => tile.isActivate)
    .map((tile) => ({
      key: tile.key,
      name: tile.name,
      description: tile.description || undefined,
      href: tile.urlApplication || tile.urlLanding,
      logo: tile.iconName || undefined,
      logoDark: tile.iconNameDark || undefined,
    }))
    .filter((tile) => /^https?:\/\//.test(tile.href));
}

/**
 * The four menus of the shell (spec §2, §6), from the server by user, filtered by the session's privileges.
 * While one loads, or when it fails, its place is empty: the rest of the console works without it.
 */
export function useShellMenus(): ShellMenus {
  const runtime = useSignIn();
  const privileges = useSession(runtime.session, (state) => state.claims?.privileges ?? []);
  const side = useMenuAt(MenuLocation.side, parseMenuJson);
  const top = useMenuAt(MenuLocation.top, parseMenuJson);
  const user = useMenuAt(MenuLocation.user, parseMenuJson);
  const tiles = useMenuAt(MenuLocation.tiles, parseTileJson);
  return useMemo(() => {
    const userItems = user.data ?? [];
    return {
      side: toShellMenu(side.data ?? [], privileges),
      top: toShellMenu(top.data ?? [], privileges),
      user: {
        application: toShellMenu(
          userItems.filter((item) => item.section === MenuSection.application),
          privileges,
        ),
        user: toShellMenu(
          userItems.filter((item) => item.section !== MenuSection.application),
          privileges,
        ),
      },
      tiles: toShellTiles(tiles.data ?? []),
    };
  }, [side.data, top.data, user.data, tiles.data, privileges]);
}
