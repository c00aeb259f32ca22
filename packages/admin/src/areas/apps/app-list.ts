import { type Application, ApplicationState, isHiddenApplication } from "@gse/contract";
import { filterRows, type ListState } from "../../pieces/list-state.ts";

/** The text the list's search looks in: title, URL and token duration. */
export const applicationText = (app: Application) => `${app.title} ${app.urlApp} ${app.amountTimeComb ?? ""}`;

const isActive = (app: Application) => app.idState === ApplicationState.active;
const modified = (app: Application) => app.modifiedOn ?? "";
const newestFirst = (a: Application, b: Application) => modified(b).localeCompare(modified(a));

/**
 * Spec §2 "Applications list": GET /api/application/list answers every application, so the page is cut here.
 * RESETOTP is hidden (spec §1); Activo and Inactivo put that state first, then the newest; Más reciente and
 * Más antiguo order by modifiedOn.
 */
export function applicationPage(
  apps: readonly Application[],
  state: ListState,
): { rows: Application[]; total: number } {
  const shown = filterRows(
    apps.filter((app) => !isHiddenApplication(app.name)),
    applicationText,
    state.search,
  );
  const byState = (first: boolean) => (a: Application, b: Application) =>
    Number(isActive(b) === first) - Number(isActive(a) === first) || newestFirst(a, b);
  const order: Record<string, (a: Application, b: Application) => number> = {
    active: byState(true),
    inactive: byState(false),
    newest: newestFirst,
    oldest: (a, b) => newestFirst(b, a),
  };
  const sorted = shown.sort(order[state.sort] ?? byState(false));
  const start = state.page * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), total: sorted.length };
}

/** What the state switch sends (spec §4): the whole application with idState flipped. */
export const withStateFlipped = (app: Application): Application => ({
  ...app,
  idState: isActive(app) ? ApplicationState.inactive : ApplicationState.active,
});
