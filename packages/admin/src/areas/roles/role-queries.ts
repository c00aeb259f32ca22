import { AdminApi } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";
import type { RoleSaveBody } from "./role-list.ts";

const { role } = AdminApi;

/** GET /api/role/list without headers: every role with its applications; R11 reads as none (the contract's). */
export function useRoleList() {
  const { client } = useSignIn();
  return useQuery({ ...callQuery(client, role.list), select: (answer) => answer.result.records });
}

/** POST /api/role/create (id 0) or /api/role/modify, then every role list reloads (spec §4). */
export function useSaveRole() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleSaveBody) => request(client, body.id ? role.modify : role.create, { body }),
    onSettled: () => invalidateCalls(queries, role.list, role.applications),
  });
}

/**
 * POST /api/role/delete (this product's call; the spec quotes only its question). Success or refusal, every role
 * list reloads, so the list shows what the server holds. Answers the server's text.
 */
export function useDeleteRole() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(client, role.delete, { body: { id } })).information ?? "",
    onSettled: () => invalidateCalls(queries, role.list, role.applications),
  });
}
