// The administration console: loaded by the portal after sign-in only (administration spec).
export { loadConsoleCatalog } from "./i18n/console-catalog.ts";
