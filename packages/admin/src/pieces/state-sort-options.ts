import type { SortOption } from "./DataTable.tsx";

/**
 * The four sorts most lists offer (spec §2), labelled: Activo, Inactivo, Más reciente, Más antiguo. Their values
 * are the URL's (routing/list-search.ts `stateSorts`); `_` is the screen's translator, so the labels follow the language.
 */
export function stateSortOptions(_: (id: string) => string): readonly SortOption[] {
  return [
    { value: "active", label: _("Activo") },
    { value: "inactive", label: _("Inactivo") },
    { value: "newest", label: _("Más reciente") },
    { value: "oldest", label: _("Más antiguo") },
  ];
}
