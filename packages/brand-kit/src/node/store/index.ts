/**
 * The brand store (Node only): compiled, immutable revisions of the brands, the current one of each key, their
 * history, and signed preview links. The commands (`pnpm brands:publish` ...) write it; the page servers read it.
 */
export {
  type CompiledRevision,
  compileRevision,
  type LoginRenderer,
  type LoginRendering,
} from "./compile-revision.ts";
export {
  type HistoryEntry,
  history,
  makeCurrent,
  readIndex,
  readRevision,
  type StoreIndex,
  storePaths,
  writeRevision,
} from "./folder-store.ts";
export {
  DEFAULT_PREVIEW_HOURS,
  type PreviewClaim,
  previewSecret,
  signPreview,
  verifyPreview,
} from "./preview-token.ts";
export {
  BRAND_STORE_URL,
  type LoginPage,
  REVISION_FORMAT,
  type Revision,
  type RevisionHead,
  RevisionSchema,
  revisionBrandUrl,
  storeFileUrl,
} from "./revision.ts";
export { type PublishOutcome, publishBrands, rollbackBrand } from "./store-commands.ts";
export { brandStoreDir, defaultStoreDir, publisherName } from "./store-dir.ts";
