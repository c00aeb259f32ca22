import { AdminApi, type Role, RoleListAnswerSchema, SavedAnswerSchema } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import type { RoleSaveBody } from "./role-list.ts";

const { role } = AdminApi;

export const roleKeys = {
  all: ["roles"] as const,
  list: () => ["roles", "list"] as const,
};

/** GET /api/role/list without headers: every role with its applications; R11 reads as none (the contract's). */
export function useRoleList() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: async (): Promise<readonly Role[]> => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: role.list.path,
        answer: RoleListAnswerSchema,
      });
      return answer.result.records;
    },
  });
}

/** POST /api/role/create (id 0) or /api/role/modify, then the list reloads (spec §4). */
export function useSaveRole() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleSaveBody) =>
      request(client, {
        service: "security",
        method: "POST",
        path: body.id ? role.modify.path : role.create.path,
        body,
        answer: SavedAnswerSchema,
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
