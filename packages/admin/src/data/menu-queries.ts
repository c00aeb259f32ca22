import {
  GetMenuByUserAnswerSchema,
  GetTilesByUserAnswerSchema,
  type MenuItem,
  MenuLocation,
  MenuSection,
  type TileItem,
} from "@gse/contract";
import { useSession, useSignIn } from "@gse/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ShellTile } from "../shell/SuiteTiles.tsx";
import { type ShellMenuItem, toShellMenu } from "../shell/shell-menu.ts";
import { request } from "./console-api.ts";

const menuByUserPath = "/api/menu/GetMenuByUser";

/** Query keys of the signed-in user's menus: by application and location (the menu editors invalidate them). */
export const menuKeys = {
  all: ["menu-by-user"] as const,
  location: (application: string, location: MenuLocation) => ["menu-by-user", application, location] as const,
};

/** The signed-in user's tree menu of this application at a location (1 side, 2 top, 3 user): spec §7. */
function useTreeMenu(location: Exclude<MenuLocation, 4>) {
  const { client, env } = useSignIn();
  return useQuery({
    queryKey: menuKeys.location(env.application, location),
    queryFn: async (): Promise<MenuItem[]> => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: menuByUserPath,
        headers: { idmenulocation: String(location), appName: env.application },
        answer: GetMenuByUserAnswerSchema,
      });
      return answer.result.records[0]?.menuJson ?? [];
    },
  });
}

function useTileMenu() {
  const { client, env } = useSignIn();
  return useQuery({
    queryKey: menuKeys.location(env.application, MenuLocation.tiles),
    queryFn: async (): Promise<TileItem[]> => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: menuByUserPath,
        headers: { idmenulocation: String(MenuLocation.tiles), appName: env.application },
        answer: GetTilesByUserAnswerSchema,
      });
      return answer.result.records[0]?.menuJson ?? [];
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
  const side = useTreeMenu(MenuLocation.side);
  const top = useTreeMenu(MenuLocation.top);
  const user = useTreeMenu(MenuLocation.user);
  const tiles = useTileMenu();
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
