/** Spec §9: an icon's name is shown cut at 12 characters. */
export const ICON_NAME_DISPLAY = 12;

/** What the picker shows under an icon: a built-in name, or an uploaded icon's file name, cut at 12. */
export function iconLabel(iconName: string): string {
  const name = iconName.split("/").at(-1) ?? iconName;
  return name.length > ICON_NAME_DISPLAY ? name.slice(0, ICON_NAME_DISPLAY) : name;
}

/** The icons whose names hold the search text, ignoring case, spaces read as underscores. */
export function filterIcons(names: readonly string[], search: string): string[] {
  const wanted = search.trim().toLowerCase().replace(/\s+/g, "_");
  return wanted === "" ? [...names] : names.filter((name) => name.toLowerCase().includes(wanted));
}
