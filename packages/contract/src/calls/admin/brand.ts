import {
  BrandPreviewAnswerSchema,
  BrandRevisionRequestSchema,
  BrandRollbackAnswerSchema,
  StoredBrandsAnswerSchema,
} from "../../brand-store.ts";
import { defineCall } from "../../call.ts";
import { AdminPrivilege } from "../../privileges.ts";

// The brand store (docs/brand-store.md): the brands and their revisions, a preview link, a rollback.

export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/brands/list",
  answer: StoredBrandsAnswerSchema,
  privilege: [AdminPrivilege.brandsManage],
});

export const preview = defineCall({
  service: "security",
  method: "POST",
  path: "/api/brands/preview",
  request: BrandRevisionRequestSchema,
  answer: BrandPreviewAnswerSchema,
  privilege: [AdminPrivilege.brandsManage],
});

export const rollback = defineCall({
  service: "security",
  method: "POST",
  path: "/api/brands/rollback",
  request: BrandRevisionRequestSchema,
  answer: BrandRollbackAnswerSchema,
  privilege: [AdminPrivilege.brandsManage],
});
