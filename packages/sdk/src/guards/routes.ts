/** Public routes of spec §2 (no session needed), lowercase: matching against this list ignores case. */
export const publicRoutes = [
  "/resetpassword",
  "/resetpasswordcertificate",
  "/changepassword",
  "/check-email",
  "/resetotp",
  "/alert",
  "/invalid-link",
  "/availableapps",
  "/resendemail",
  "/selectaccounts",
  "/absent",
  "/logout-credential",
  "/signin-credential/callback",
  "/logout",
] as const;

/** Protected routes of spec §2 (session needed). `/` is also the login screen while signed out. */
export const protectedRoutes = [
  "/",
  "/home",
  "/users",
  "/privileges",
  "/roles",
  "/apps",
  "/menuSettings",
  "/notifications",
] as const;

/** Where a successful login or token validation lands (spec §2). */
export const landingRoute = "/users";
export const loginRoute = "/Login";

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();

export const isPublicRoute = (path: string): boolean =>
  (publicRoutes as readonly string[]).includes(normalise(path));

export const isLoginRoute = (path: string): boolean => ["/login", "/"].includes(normalise(path));

export const isProtectedRoute = (path: string): boolean =>
  protectedRoutes.some((route) => route.toLowerCase() === normalise(path));
