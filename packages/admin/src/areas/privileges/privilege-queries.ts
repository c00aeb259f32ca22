import { AdminApi, type PrivilegeCreateRequest, type PrivilegeModifyRequest } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";

const { privilege } = AdminApi;

/** GET /api/privilege/list without headers: every privilege; R11 reads as none (the contract's default). */
export function usePrivilegeList() {
  const { client } = useSignIn();
  return useQuery({ ...callQuery(client, privilege.list), select: (answer) => answer.result.records });
}

/** POST /api/privilege/modify, then every privilege list reloads (spec §4). */
export function useModifyPrivilege() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivilegeModifyRequest) => request(client, privilege.modify, { body }),
    onSettled: () => invalidateCalls(queries, privilege.list, privilege.applications),
  });
}

/** GET /api/application/getApplicationsByIdPrivilege: every application, `assigned` where privilege `id` is. */
export function usePrivilegeApplications(id: number) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, privilege.applications, { headers: { id: String(id) } }),
    select: (answer) => answer.result.records,
  });
}

/** POST /api/privilege/create, then every privilege list reloads. */
export function useCreatePrivilege() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivilegeCreateRequest) => request(client, privilege.create, { body }),
    onSettled: () => invalidateCalls(queries, privilege.list, privilege.applications),
  });
}

/**
 * POST /api/privilege/delete (this product's call; the spec quotes only its question). Success or refusal, every
 * privilege list reloads, so the list shows what the server holds. Answers the server's text.
 */
export function useDeletePrivilege() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request(client, privilege.delete, { body: { id } })).information ?? "",
    onSettled: () => invalidateCalls(queries, privilege.list, privilege.applications),
  });
}
