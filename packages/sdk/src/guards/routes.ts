import type { ScreenSlot } from "../family/screen-family.ts";
import { otpConfirmationToken } from "../flows/otp-confirmation/otp-confirmation-token.ts";

/**
 * Who may see a route (spec §2):
 * - `public`: anyone; an authenticated user is sent to `/`;
 * - `login`: the login; a stored session is validated first, and a valid one moves on to the landing page;
 * - `protected`: a session validated with the server; without a token the visitor goes to /Login, or sees the
 *   route's slot when it has one (`/` is the login while signed out); a session token in the query is validated;
 * - `any`: whatever the session: the logouts must run, and the OTP reset is always treated as authenticated.
 * /changepassword is public like the rest of the list (an emailed link opened with a session goes to `/`), except
 * for the signed-in user's own change with the old password, which the user menu opens with
 * `ownPasswordChangeState`.
 */
export type RouteAccess = "public" | "login" | "protected" | "any";

export interface RouteEntry {
  /** As the spec writes it; matched through `normalPath`, so without regard to case or a trailing slash. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The family's screen it shows (on `/`, to a visitor without a session). */
  readonly slot?: ScreenSlot;
  /** The administration console renders it (on `/`, once authenticated). */
  readonly console?: true;
  /**
   * Its records have addresses one segment beneath it (`/users/42`, `/users/new`): the same route as far as the
   * guard and the portal go, so a reload or a shared link of a record is a protected console path.
   */
  readonly records?: true;
}

/**
 * Every route of spec §2, once: the guard, the portal's table, the console's mount and the story mocks are
 * derived from it.
 */
export const routeTable = [
  { path: "/login", access: "login", slot: "login" },
  { path: "/", access: "protected", slot: "login", console: true },
  { path: "/resetpassword", access: "public", slot: "resetPassword" },
  { path: "/resetpasswordCertificate", access: "public", slot: "resetPasswordCertificate" },
  { path: "/changepassword", access: "public", slot: "changePassword" },
  { path: "/check-email", access: "public", slot: "checkEmail" },
  { path: "/resetotp", access: "any", slot: "resetOtp" },
  { path: "/alert", access: "public", slot: "alert" },
  { path: "/invalid-link", access: "public", slot: "invalidLink" },
  { path: "/availableapps", access: "public", slot: "availableApps" },
  { path: "/resendemail", access: "public", slot: "resendEmail" },
  { path: "/selectaccounts", access: "public", slot: "selectAccounts" },
  { path: "/absent", access: "public", slot: "absent" },
  { path: "/logout", access: "any", slot: "logout" },
  // A sign-out, so it runs under a session, as /logout does (spec §2 lists it as public: docs/spec-differences.md).
  { path: "/logout-credential", access: "any", slot: "logoutCredential" },
  { path: "/signin-credential/callback", access: "public", slot: "oidcCallback" },
  { path: "/home", access: "protected", console: true },
  { path: "/users", access: "protected", console: true, records: true },
  { path: "/privileges", access: "protected", console: true, records: true },
  { path: "/roles", access: "protected", console: true, records: true },
  { path: "/apps", access: "protected", console: true, records: true },
  { path: "/menuSettings", access: "protected", console: true },
  { path: "/notifications", access: "protected", console: true, records: true },
  { path: "/brands", access: "protected", console: true },
] as const satisfies readonly RouteEntry[];

/** The navigation state of the user menu's 'change my password' (the one public route a session may open). */
export const ownPasswordChangeState = { ownPasswordChange: true } as const;

export const isOwnPasswordChange = (state: unknown): boolean =>
  typeof state === "object" &&
  state !== null &&
  (state as Record<string, unknown>).ownPasswordChange === true;

/** Where a successful login or token validation lands (spec §2). */
export const landingRoute = "/users";
export const loginRoute = "/Login";

/** A path as routes are matched (spec §2): in lowercase, without a trailing slash (`/Logout/` is `/logout`). */
export const normalPath = (path: string): string => path.toLowerCase().replace(/(.)\/+$/, "$1");

export const samePath = (a: string, b: string): boolean => normalPath(a) === normalPath(b);

/** A record's address: its list's path and one segment more (`/users/42`), whatever the segment says. */
const recordAddress = /^(\/[^/]+)\/[^/]+$/;

/**
 * The route a path stands for; none for a path of no route (it goes to /Login). A record's address stands for
 * its list's route; whether the record exists is the console's to say.
 */
export function findRoute(path: string): RouteEntry | undefined {
  const exact = routeTable.find((route) => samePath(route.path, path));
  if (exact) return exact;
  const list = recordAddress.exec(normalPath(path))?.[1];
  return list === undefined
    ? undefined
    : routeTable.find((route: RouteEntry) => route.records === true && samePath(route.path, list));
}

/**
 * The route a family screen is usually shown at (the first in the table: `/login` for the login), for flows
 * that read the current path in stories and tests.
 */
export const slotPath = (slot: ScreenSlot): string | undefined =>
  routeTable.find((route: RouteEntry) => route.slot === slot)?.path;

const pathsOf = (routes: readonly RouteEntry[]) => routes.map(({ path }) => path);

/** The protected routes of spec §2, `/` among them. */
export const protectedRoutes = pathsOf(routeTable.filter(({ access }) => access === "protected"));
/** The routes the administration console renders once authenticated (`/` among them). */
export const consoleRoutes = pathsOf(routeTable.filter((route: RouteEntry) => route.console === true));
/** The console's lists whose records open at addresses of their own (`/users/42`, `/users/new`). */
export const recordRoutes = pathsOf(routeTable.filter((route: RouteEntry) => route.records === true));

export const isLoginRoute = (path: string): boolean => findRoute(path)?.slot === "login";

/**
 * The screen a route shows for its search text: /resetotp opened from the emailed link (a token after the
 * search's first 6 characters, administration spec §2) is the OTP-reset confirmation, whatever the family;
 * without one it is the family's own OTP reset screen.
 */
export function slotForSearch(slot: ScreenSlot, search: string): ScreenSlot {
  return slot === "resetOtp" && otpConfirmationToken(search) !== "" ? "otpConfirmation" : slot;
}
