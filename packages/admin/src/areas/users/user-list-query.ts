import { UserListAnswerSchema } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import type { ListState } from "../../pieces/list-state.ts";

const userListPath = "/api/user/list";

export const userKeys = {
  all: ["users"] as const,
  list: (state: ListState) => ["users", "list", state] as const,
};

/**
 * One page of GET /api/user/list (spec §7: headers customerSearch, pages, filterBy; answer users and rows).
 * Spec §2: the list is cached and reset on page 0, so the first page is always asked again while other pages
 * come from the cache; the previous page stays on screen while the next one loads.
 */
export function useUserList(state: ListState) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: userKeys.list(state),
    queryFn: async () => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: userListPath,
        headers: {
          customerSearch: state.search || undefined,
          pages: `${state.page},${state.pageSize}`,
          filterBy: state.sort,
        },
        answer: UserListAnswerSchema,
      });
      return answer.result;
    },
    staleTime: state.page === 0 ? 0 : 30_000,
    placeholderData: keepPreviousData,
  });
}
