/** How an applications column shows a record's applications (spec §2): the first two, and how many more. */
export interface AppNamesSummary {
  readonly shown: readonly string[];
  readonly more: number;
}

/** The first two names and the count of the rest; names are trimmed and blanks dropped. */
export function summariseAppNames(names: readonly string[]): AppNamesSummary {
  const clean = names.map((name) => name.trim()).filter((name) => name !== "");
  return { shown: clean.slice(0, 2), more: Math.max(0, clean.length - 2) };
}

/** The names of a comma-separated `sharedApps` as the server sends them (spec §3). */
export function splitSharedApps(sharedApps: string | null | undefined): string[] {
  return (sharedApps ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}
