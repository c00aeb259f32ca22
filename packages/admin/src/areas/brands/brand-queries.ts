import { AdminApi, type BrandRevisionRequest } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";

const { brand } = AdminApi;

/** GET /api/brands/list: every brand of the store with its published revisions, newest first. */
export function useStoredBrands() {
  const { client } = useSignIn();
  return useQuery({ ...callQuery(client, brand.list), select: (answer) => answer.result });
}

/** POST /api/brands/preview: a link to the portal in that revision, for whoever holds it. */
export function useBrandPreview() {
  const { client } = useSignIn();
  return useMutation({
    mutationFn: async (body: BrandRevisionRequest) => (await request(client, brand.preview, { body })).result,
  });
}

/** POST /api/brands/rollback: that revision current again; the list reloads. */
export function useBrandRollback() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: BrandRevisionRequest) =>
      (await request(client, brand.rollback, { body })).result,
    onSettled: () => invalidateCalls(queries, brand.list),
  });
}
