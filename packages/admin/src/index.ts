// The administration console: loaded by the portal after sign-in only (administration spec).

export { ConsoleApp, type ConsoleAppProps } from "./ConsoleApp.tsx";
export { loadConsoleCatalog } from "./i18n/console-catalog.ts";
