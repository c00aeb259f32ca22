import {
  AdminApi,
  AppsByPrivilegeAnswerSchema,
  type Privilege,
  type PrivilegeCreateRequest,
  PrivilegeListAnswerSchema,
  type PrivilegeModifyRequest,
  SavedAnswerSchema,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";

const { privilege } = AdminApi;

export const privilegeKeys = {
  all: ["privileges"] as const,
  list: () => ["privileges", "list"] as const,
};

/** GET /api/privilege/list without headers: every privilege; R11 reads as none (the contract's default). */
export function usePrivilegeList() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: privilegeKeys.list(),
    queryFn: async (): Promise<readonly Privilege[]> => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: privilege.list.path,
        answer: PrivilegeListAnswerSchema,
      });
      return answer.result.records;
    },
  });
}

/** POST /api/privilege/modify, then the list reloads (spec §4). */
export function useModifyPrivilege() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivilegeModifyRequest) =>
      request(client, {
        service: "security",
        method: "POST",
        path: privilege.modify.path,
        body,
        answer: SavedAnswerSchema,
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: privilegeKeys.all }),
  });
}

/** GET /api/application/getApplicationsByIdPrivilege: every application, `assigned` where privilege `id` is. */
export function usePrivilegeApplications(id: number) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["privileges", "applications", id] as const,
    queryFn: async () => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: privilege.applications.path,
        headers: { id: String(id) },
        answer: AppsByPrivilegeAnswerSchema,
      });
      return answer.result.records;
    },
  });
}

/** POST /api/privilege/create, then the list reloads. */
export function useCreatePrivilege() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivilegeCreateRequest) =>
      request(client, {
        service: "security",
        method: "POST",
        path: privilege.create.path,
        body,
        answer: SavedAnswerSchema,
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: privilegeKeys.all }),
  });
}
