/** What the shell needs of a menu item of any location (administration spec §3 Menu item, Tile item). */
export interface GuardedItem<TItem> {
  /** Privilege names; the item shows when the session holds one of them (spec §6). */
  readonly privilege: readonly string[];
  readonly isActivate: boolean;
  readonly children?: readonly TItem[] | undefined;
}

/**
 * The menu a user sees (spec §3, §6): items whose privileges the session holds, active ones only, where the
 * children of an inactive parent count as inactive. Privilege names compare without regard to case.
 */
export function visibleMenu<TItem extends GuardedItem<TItem>>(
  items: readonly TItem[],
  privileges: readonly string[],
): TItem[] {
  const held = new Set(privileges.map((name) => name.toLowerCase()));
  const visit = (list: readonly TItem[]): TItem[] =>
    list.flatMap((item) => {
      if (!item.isActivate) return [];
      if (!item.privilege.some((name) => held.has(name.toLowerCase()))) return [];
      return item.children ? [{ ...item, children: visit(item.children) }] : [item];
    });
  return visit(items);
}

/** The console's routes a menu item may name by functionName (spec §3: an item is a function or a URL). */
export const consoleFunctions = {
  home: "/home",
  users: "/users",
  privileges: "/privileges",
  roles: "/roles",
  apps: "/apps",
  menusettings: "/menuSettings",
  notifications: "/notifications",
  brands: "/brands",
  logout: "/logout",
} as const;

export type MenuTarget =
  | { readonly kind: "route"; readonly to: string }
  | { readonly kind: "url"; readonly href: string }
  | { readonly kind: "none"; readonly why: string };

/**
 * Where an item leads: a console route by its functionName, or an http(s) address. Anything else (an unknown
 * function, a `javascript:` URL) leads nowhere, and the shell leaves the item out.
 */
export function menuTarget(item: {
  readonly isFunction: boolean;
  readonly functionName?: string | undefined;
  readonly url?: string | undefined;
}): MenuTarget {
  if (item.isFunction) {
    const name = (item.functionName ?? "").trim().toLowerCase();
    const to = (consoleFunctions as Record<string, string>)[name];
    return to
      ? { kind: "route", to }
      : { kind: "none", why: `functionName "${item.functionName}": no such console route` };
  }
  try {
    const url = new URL(item.url ?? "");
    return url.protocol === "https:" || url.protocol === "http:"
      ? { kind: "url", href: url.href }
      : { kind: "none", why: `url "${item.url}": only http and https addresses are followed` };
  } catch {
    return { kind: "none", why: `url "${item.url}": not an address` };
  }
}
