import { type MenuTarget, menuTarget, visibleMenu } from "./menu-visibility.ts";

/** A menu entry as the shell draws it: where it leads is decided, what the user may not see is gone. */
export interface ShellMenuItem {
  readonly key: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly iconName?: string | undefined;
  readonly isPersonalizedIcon?: boolean | undefined;
  readonly sizeIcon?: string | undefined;
  /** A route or an address; a parent that leads nowhere is a group that only opens its children. */
  readonly target: Exclude<MenuTarget, { kind: "none" }> | { readonly kind: "group" };
  readonly children: readonly ShellMenuItem[];
}

/** What the shell reads of a server menu item (administration spec §3 Menu item). */
export interface ServerMenuItem {
  readonly key: string;
  readonly name: string;
  readonly privilege: readonly string[];
  readonly isActivate: boolean;
  readonly isFunction: boolean;
  readonly functionName?: string | null | undefined;
  readonly url?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly iconName?: string | null | undefined;
  readonly isPersonalizedIcon?: boolean | null | undefined;
  readonly sizeIcon?: string | null | undefined;
  readonly section?: number | null | undefined;
  readonly children?: readonly ServerMenuItem[] | null | undefined;
}

type Guarded = ServerMenuItem & { readonly children?: readonly Guarded[] | undefined };

/**
 * The shell's menu from the server's (spec §3, §6): visible items only (privileges, active, children of an
 * inactive parent inactive), each with its target; an item that leads nowhere and has no children is left out,
 * and the reason logged once for the administrator who configured it.
 */
export function toShellMenu(
  items: readonly ServerMenuItem[],
  privileges: readonly string[],
): ShellMenuItem[] {
  const guarded = (list: readonly ServerMenuItem[]): Guarded[] =>
    list.map((item) => ({ ...item, children: item.children ? guarded(item.children) : undefined }));
  const convert = (list: readonly Guarded[]): ShellMenuItem[] =>
    list.flatMap((item) => {
      const children = convert(item.children ?? []);
      const target = menuTarget({
        isFunction: item.isFunction,
        functionName: item.functionName ?? undefined,
        url: item.url ?? undefined,
      });
      if (target.kind === "none" && children.length === 0) {
        console.warn(`menu item "${item.name}" (${item.key}): ${target.why}; left out of the menu`);
        return [];
      }
      return [
        {
          key: item.key,
          name: item.name,
          description: item.description ?? undefined,
          iconName: item.iconName ?? undefined,
          isPersonalizedIcon: item.isPersonalizedIcon ?? undefined,
          sizeIcon: item.sizeIcon ?? undefined,
          target: target.kind === "none" ? { kind: "group" } : target,
          children,
        },
      ];
    });
  return convert(visibleMenu(guarded(items), privileges));
}
