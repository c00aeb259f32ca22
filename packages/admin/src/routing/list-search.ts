import * as v from "valibot";
import { type ListState, PAGE_SIZES, type PageSize } from "../pieces/list-state.ts";

/** The sort options most lists offer (spec §2): Activo, Inactivo, Más reciente, Más antiguo. */
export const stateSorts = ["active", "inactive", "newest", "oldest"] as const;

/** The same options for a list that opens with inactive records first (spec §2 "Applications list"). */
export const inactiveFirstSorts = ["inactive", "active", "newest", "oldest"] as const;

/** A list's state as the URL holds it: reload and Back restore it. `page` counts from 1 in the URL. */
export interface ListSearch<TSort extends string = string> {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sort: TSort;
  readonly search: string;
}

/** The table's state (pages from 0) from the URL's (pages from 1), and back. */
export const toListState = (search: ListSearch): ListState => ({ ...search, page: search.page - 1 });
export const toListSearch = <TSort extends string>(
  state: ListState,
  sorts: readonly TSort[],
): ListSearch<TSort> => ({
  ...state,
  page: state.page + 1,
  sort: (sorts as readonly string[]).includes(state.sort) ? (state.sort as TSort) : (sorts[0] as TSort),
});

/**
 * The search params of a list route, parsed at the edge: a value that does not fit (a hand-edited `page=-3`,
 * `pageSize=7`, an unknown sort) falls back to its default instead of failing the route. The router's parser
 * reads `?search=123` as a number, so a search text is read from either.
 */
export function listSearchSchema<const TSort extends string>(sorts: readonly [TSort, ...TSort[]]) {
  const [defaultSort] = sorts;
  return v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
    pageSize: v.fallback(v.optional(v.picklist(PAGE_SIZES), PAGE_SIZES[0]), PAGE_SIZES[0]),
    sort: v.fallback(v.optional(v.picklist(sorts), defaultSort), defaultSort),
    search: v.fallback(
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform((value) => String(value).slice(0, 200)),
        ),
        "",
      ),
      "",
    ),
  });
}

/** The defaults a list's URL leaves out, so `/users` and `/users?page=1&pageSize=10` are one address. */
export function listSearchDefaults<TSort extends string>(
  sorts: readonly [TSort, ...TSort[]],
): ListSearch<TSort> {
  return { page: 1, pageSize: PAGE_SIZES[0], sort: sorts[0], search: "" };
}
