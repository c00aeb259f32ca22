import {
  DEFAULT_ICON_SIZE,
  type MenuItem,
  MenuItemFormSchema,
  MenuLocation,
  type MenuSection,
} from "@gse/contract";
import * as v from "valibot";
import { newItemKey } from "./menu-tree.ts";

/** The item form's values (spec §3 "Menu item"); children stay with the tree. */
export type ItemValues = Omit<MenuItem, "children" | "menuLocation" | "application">;

export type TreeLocation = Exclude<MenuLocation, 4>;

/** A new item: active, a function, 24 px icon, a fresh 10-character key; at location 3 in `section`. */
export function newItemValues(location: TreeLocation, section?: MenuSection): ItemValues {
  return {
    name: "",
    key: newItemKey(),
    privilege: [],
    isFunction: true,
    functionName: "",
    url: "",
    description: "",
    isActivate: true,
    sizeIcon: DEFAULT_ICON_SIZE,
    iconName: "",
    isPersonalizedIcon: false,
    ...(location === MenuLocation.user ? { section } : {}),
  };
}

/** The form's messages by field (catalog ids), the first rule each field breaks; empty when it may be saved. */
export function itemErrors(values: ItemValues, location: TreeLocation): Partial<Record<string, string>> {
  const outcome = v.safeParse(MenuItemFormSchema, { ...values, location });
  const errors: Partial<Record<string, string>> = {};
  if (outcome.success) return errors;
  for (const issue of outcome.issues) {
    const field = String(issue.path?.[0]?.key ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The item as the tree holds it: the link type's other field cleared, the application and location named. */
export function itemOf(
  values: ItemValues,
  children: MenuItem[],
  location: TreeLocation,
  application: string,
): MenuItem {
  return {
    ...values,
    name: values.name.trim(),
    functionName: values.isFunction ? values.functionName : "",
    url: values.isFunction ? "" : values.url.trim(),
    sizeIcon: values.sizeIcon.trim() || DEFAULT_ICON_SIZE,
    children,
    menuLocation: location,
    application,
  };
}
