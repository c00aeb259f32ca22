import {
  AdminApi,
  BrandPreviewAnswerSchema,
  type BrandRevisionRequest,
  BrandRollbackAnswerSchema,
  type StoredBrand,
  StoredBrandsAnswerSchema,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";

const { brand } = AdminApi;
const brandKeys = { all: ["brands"] as const };

/** GET /api/brands/list: every brand of the store with its published revisions, newest first. */
export function useStoredBrands() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: brandKeys.all,
    queryFn: async (): Promise<readonly StoredBrand[]> =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: brand.list.path,
          answer: StoredBrandsAnswerSchema,
        })
      ).result,
  });
}

/** POST /api/brands/preview: a link to the portal in that revision, for whoever holds it. */
export function useBrandPreview() {
  const { client } = useSignIn();
  return useMutation({
    mutationFn: async (body: BrandRevisionRequest) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: brand.preview.path,
          body,
          answer: BrandPreviewAnswerSchema,
        })
      ).result,
  });
}

/** POST /api/brands/rollback: that revision current again; the list reloads. */
export function useBrandRollback() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: BrandRevisionRequest) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: brand.rollback.path,
          body,
          answer: BrandRollbackAnswerSchema,
        })
      ).result,
    onSettled: () => queries.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
