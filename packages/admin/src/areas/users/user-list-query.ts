import { AdminApi, UserListOrder } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { callQuery, invalidateCalls } from "../../data/console-api.ts";
import type { ListState } from "../../pieces/list-state.ts";

const { user, role } = AdminApi;

/** After a user changed: the list, the user's own reads and the per-user lists of the form reload. */
export const invalidateUsers = (queries: QueryClient) =>
  invalidateCalls(queries, user.list, user.getById, user.customers, user.countRolesByUser, role.list);

/**
 * One page of GET /api/user/list (spec §7: headers customerSearch, pages, filterBy; answer users and rows).
 * Spec §2: the list is cached and reset on page 0, so the first page is always asked again while other pages
 * come from the cache; the previous page stays on screen while the next one loads.
 */
export function useUserList(state: ListState) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, user.list, {
      headers: {
        customerSearch: state.search || undefined,
        pages: `${state.page},${state.pageSize}`,
        filterBy: UserListOrder.find((order) => order === state.sort),
      },
    }),
    select: (answer) => answer.result,
    staleTime: state.page === 0 ? 0 : 30_000,
    placeholderData: keepPreviousData,
  });
}
