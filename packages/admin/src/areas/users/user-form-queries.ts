import {
  ActivateDeletedUserAnswerSchema,
  AdminApi,
  Api,
  CountriesAnswerSchema,
  CustomersAnswerSchema,
  DocumentTypesCreateUsersAnswerSchema,
  InformationAnswerSchema,
  RoleListAnswerSchema,
  UserByIdAnswerSchema,
  UserExistsAnswerSchema,
  type UserSaveRequest,
  UserTypesAnswerSchema,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import { type UniqueField, uniquenessOf } from "./user-data.ts";
import { userKeys } from "./user-list-query.ts";

const { user, role } = AdminApi;

/** Reference data the form reads once per console session. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /api/user/GetById (header pid, the id lowercased): the stored user (spec §7). */
export function useUserById(id: string | undefined) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["users", "byId", id] as const,
    enabled: id !== undefined,
    queryFn: async () => {
      const answer = await request(client, {
        service: "security",
        method: "GET",
        path: user.getById.path,
        headers: { pid: (id ?? "").toLowerCase() },
        answer: UserByIdAnswerSchema,
      });
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
    queryKey: ["users", "countries"] as const,
    staleTime: REFERENCE_STALE_MS,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: user.countries.path,
          answer: CountriesAnswerSchema,
        })
      ).result,
  });
  const types = useQuery({
    queryKey: ["users", "types"] as const,
    staleTime: REFERENCE_STALE_MS,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: user.types.path,
          answer: UserTypesAnswerSchema,
        })
      ).result.records,
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
    queryKey: ["users", "documentTypes", countryCode] as const,
    enabled: countryCode !== "",
    staleTime: REFERENCE_STALE_MS,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: Api.security.documentTypesCreateUsers.path,
          headers: { code: countryCode, appName: env.application },
          answer: DocumentTypesCreateUsersAnswerSchema,
        })
      ).result.listDocumentType,
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
    queryKey: ["users", "customers", id ?? "new"] as const,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: user.customers.path,
          headers: { userid: id },
          answer: CustomersAnswerSchema,
        })
      ).result.customers,
  });
  const roles = useQuery({
    queryKey: ["users", "roles", id ?? "new"] as const,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: role.list.path,
          headers: { user: id },
          answer: RoleListAnswerSchema,
        })
      ).result.records,
  });
  return { customers, roles };
}

/** POST /api/user/create or /api/user/modify (spec §7); the list, and the user's own reads, reload after. */
export function useSaveUser() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSaveRequest) =>
      request(client, {
        service: "security",
        method: "POST",
        path: body.id === undefined ? user.create.path : user.modify.path,
        body,
        answer: InformationAnswerSchema,
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** POST /api/user/getuserexists for one field, read as free, taken (A10) or a deleted user's (A20). */
export function useUniquenessCheck() {
  const { client } = useSignIn();
  return async (field: UniqueField, value: string) =>
    uniquenessOf(
      field,
      await request(client, {
        service: "security",
        method: "POST",
        path: user.exists.path,
        body: { [field]: value.trim() },
        answer: UserExistsAnswerSchema,
      }),
    );
}

/** POST /api/user/activateDeletedUser: A10 gives the user back, to load in read mode (spec §4). */
export function useReactivateUser() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: user.activateDeleted.path,
          body: { id },
          answer: ActivateDeletedUserAnswerSchema,
        })
      ).result,
    onSettled: () => queries.invalidateQueries({ queryKey: userKeys.all }),
  });
}
