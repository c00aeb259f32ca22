/** The page sizes every list offers (spec §2, §9), the first being the default. */
export const PAGE_SIZES = [10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * What a list shows, as the route keeps it in the URL: the page (0-based), its size, the chosen sort option's
 * value and the search sent to the server. The table holds none of it.
 */
export interface ListState {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sort: string;
  readonly search: string;
}

/** The first and last row numbers (1-based) a page shows out of `total`, both 0 when there is none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(page * pageSize + 1, total);
  return { from, to: Math.min((page + 1) * pageSize, total) };
}

/** How many pages `total` rows make, at least one. */
export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Lower case without accents, so 'nomina' finds 'Nómina' as an administrator types. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The rows whose text contains every word typed, ignoring case and accents: the local filter that runs as the
 * administrator types, before Enter asks the server.
 */
export function filterRows<Row>(rows: readonly Row[], text: (row: Row) => string, typed: string): Row[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = folded(text(row));
    return words.every((word) => haystack.includes(word));
  });
}

/** The state after a new search: the server's answer starts again on the first page. */
export function withSearch(state: ListState, search: string): ListState {
  return { ...state, search: search.trim(), page: 0 };
}

/** The state after choosing a page size: back to the first page, so the range shown still exists. */
export function withPageSize(state: ListState, pageSize: PageSize): ListState {
  return { ...state, pageSize, page: 0 };
}

/** The state after choosing a sort option: back to the first page. */
export function withSort(state: ListState, sort: string): ListState {
  return { ...state, sort, page: 0 };
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}
