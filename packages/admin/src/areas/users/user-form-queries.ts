import { AdminApi, Api, type UserSaveRequest } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, request } from "../../data/console-api.ts";
import { type UniqueField, uniquenessOf } from "./user-data.ts";
import { invalidateUsers } from "./user-list-query.ts";

const { user, role } = AdminApi;

/** Reference data the form reads once per console session. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /api/user/GetById (header pid, the id lowercased): the stored user (spec §7). */
export function useUserById(id: string | undefined) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, user.getById, { headers: { pid: (id ?? "").toLowerCase() } }),
    enabled: id !== undefined,
    select: (answer) => {
      const found = answer.result.records[0];
      if (!found) throw new Error(`GET ${user.getById.path}: no user ${id}`);
      return found;
    },
  });
}

/** GET /api/user/get-countries, GetTypeUser and get-document-types-create-users (every country's types). */
export function useUserReferenceData() {
  const { client } = useSignIn();
  const countries = useQuery({
    ...callQuery(client, user.countries),
    staleTime: REFERENCE_STALE_MS,
    select: (answer) => answer.result,
  });
  const types = useQuery({
    ...callQuery(client, user.types),
    staleTime: REFERENCE_STALE_MS,
    select: (answer) => answer.result.records,
  });
  return { countries, types };
}

/**
 * GET /api/user/get-document-types-create-users with headers `code`, the chosen country, and `appName`, the
 * console's application (spec §7); nothing is asked before a country is chosen.
 */
export function useDocumentTypes(countryCode: string) {
  const { client, env } = useSignIn();
  return useQuery({
    ...callQuery(client, Api.security.documentTypesCreateUsers, {
      headers: { code: countryCode, appName: env.application },
    }),
    enabled: countryCode !== "",
    staleTime: REFERENCE_STALE_MS,
    select: (answer) => answer.result.listDocumentType,
  });
}

/**
 * The companies and roles tabs' lists for a user (none assigned for a new one): GET /api/customer/GetCustomer
 * (header userid) and GET /api/role/list (header user), every role of every application, so a save sends the
 * user's whole assignment.
 */
export function useUserLinks(id: string | undefined) {
  const { client } = useSignIn();
  const customers = useQuery({
    ...callQuery(client, user.customers, { headers: { userId: id } }),
    select: (answer) => answer.result.customers,
  });
  const roles = useQuery({
    ...callQuery(client, role.list, { headers: { user: id } }),
    select: (answer) => answer.result.records,
  });
  return { customers, roles };
}

/** POST /api/user/create or /api/user/modify (spec §7); the list, and the user's own reads, reload after. */
export function useSaveUser() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSaveRequest) =>
      request(client, body.id === undefined ? user.create : user.modify, { body }),
    onSettled: () => invalidateUsers(queries),
  });
}

/** POST /api/user/getuserexists for one field, read as free, taken (A10) or a deleted user's (A20). */
export function useUniquenessCheck() {
  const { client } = useSignIn();
  return async (field: UniqueField, value: string) =>
    uniquenessOf(field, await request(client, user.exists, { body: { [field]: value.trim() } }));
}

/** POST /api/user/activateDeletedUser: A10 gives the user back, to load in read mode (spec §4). */
export function useReactivateUser() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await request(client, user.activateDeleted, { body: { id } })).result,
    onSettled: () => invalidateUsers(queries),
  });
}
