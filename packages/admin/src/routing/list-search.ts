import * as v from "valibot";

/** Page sizes of every console list (administration spec §9), the first the default. */
export const pageSizes = [10, 25, 100] as const;
export type PageSize = (typeof pageSizes)[number];

/** The sort options every list offers (spec §2): active first, inactive first, newest, oldest. */
export const stateSorts = ["active", "inactive", "recent", "oldest"] as const;

/** A list's state as the URL holds it: reload and Back restore it. `page` counts from 1 in the URL. */
export interface ListSearch<TSort extends string = string> {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sort: TSort;
  readonly search: string;
}

/**
 * The search params of a list route, parsed at the edge: a value that does not fit (a hand-edited `page=-3`,
 * `pageSize=7`, an unknown sort) falls back to its default instead of failing the route. The router's parser
 * reads `?search=123` as a number, so a search text is read from either.
 */
export function listSearchSchema<const TSort extends string>(sorts: readonly [TSort, ...TSort[]]) {
  const [defaultSort] = sorts;
  return v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
    pageSize: v.fallback(v.optional(v.picklist(pageSizes), pageSizes[0]), pageSizes[0]),
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
  return { page: 1, pageSize: pageSizes[0], sort: sorts[0], search: "" };
}
