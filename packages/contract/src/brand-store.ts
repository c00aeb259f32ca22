import * as v from "valibot";
import { envelope } from "./envelope.ts";

/** A revision id of the brand store: the first 12 hex digits of its content's hash. */
const RevisionId = v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, "a revision id like 3f2a9c1b7d4e"));
const BrandKey = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]{1,40}(?:_[a-z0-9]{1,40})?$/, "a brand key like payroll"),
);

/** One published revision of a brand: when and by whom it was first made current. */
export const BrandRevisionSchema = v.object({
  id: RevisionId,
  at: v.string(),
  by: v.string(),
  current: v.boolean(),
});
export type BrandRevision = v.InferOutput<typeof BrandRevisionSchema>;

/** A brand of the brand store, with its published revisions newest first. */
export const StoredBrandSchema = v.object({
  key: BrandKey,
  /** The current revision's title. */
  title: v.string(),
  revisions: v.array(BrandRevisionSchema),
});
export type StoredBrand = v.InferOutput<typeof StoredBrandSchema>;

/** GET /api/brands/list: every brand of the store. */
export const StoredBrandsAnswerSchema = envelope(v.array(StoredBrandSchema));
export type StoredBrandsAnswer = v.InferOutput<typeof StoredBrandsAnswerSchema>;

/** POST /api/brands/rollback and /api/brands/preview: one published revision of one brand. */
export const BrandRevisionRequestSchema = v.object({ key: BrandKey, revision: RevisionId });
export type BrandRevisionRequest = v.InferOutput<typeof BrandRevisionRequestSchema>;

/** The rollback's answer: the message the console shows. */
export const BrandRollbackAnswerSchema = envelope(v.string());

/** The preview's answer: a link to the portal in that revision, for whoever holds it, until `expires`. */
export const BrandPreviewAnswerSchema = envelope(v.object({ link: v.string(), expires: v.string() }));
export type BrandPreviewAnswer = v.InferOutput<typeof BrandPreviewAnswerSchema>;
