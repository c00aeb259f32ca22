import {
  guardRoute,
  isLoginRoute,
  isOwnPasswordChange,
  LoginStateSchema,
  readNavigationState,
  useSession,
  useSignIn,
  validateQueryToken,
  validateStoredSession,
} from "@gse/sdk";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "./location.tsx";

/**
 * Applies the SDK's route guard (spec §2, §4) to the current location: renders the route, redirects, or first
 * validates a stored token or a token in the query string with the server.
 */
export function RouteGate({ children }: { readonly children: ReactNode }) {
  const runtime = useSignIn();
  const navigate = useNavigate();
  const { pathname, searchStr, state } = useLocation();
  const hasToken = useSession(runtime.session, (state) => state.token !== undefined);
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  const expires = useSession(runtime.session, (state) => state.claims?.exp);
  const decision = guardRoute({
    path: pathname,
    query: searchStr.replace(/^\?/, ""),
    hasToken,
    isAuth,
    liveToken: expires !== undefined && expires * 1000 > Date.now(),
    ownPasswordChange: isOwnPasswordChange(state),
  });
  // The decision as a stable value, so the effect runs once per decision rather than once per render.
  const action =
    decision.kind === "redirect"
      ? `redirect ${decision.to}`
      : decision.kind === "validateQueryToken"
        ? `query ${decision.cleanPath} ${decision.token}`
        : decision.kind;
  const [running, setRunning] = useState<string | undefined>(undefined);
  // A message the page was reached with (the app picker's tab that has no session) goes on to the login.
  const arrivalMessage = readNavigationState(LoginStateSchema, state)?.message;

  useEffect(() => {
    if (action === "render" || running === action) return;
    const [kind, target = "", token = ""] = action.split(" ");
    if (kind === "redirect") {
      const keep = arrivalMessage !== undefined && isLoginRoute(target);
      void navigate({ to: target, replace: true, ...(keep && { state: { message: arrivalMessage } }) });
      return;
    }
    setRunning(action);
    const validation =
      kind === "query"
        ? validateQueryToken(runtime, token, target)
        : validateStoredSession(runtime, pathname);
    void validation.finally(() => setRunning(undefined));
  }, [action, arrivalMessage, navigate, pathname, runtime, running]);

  return decision.kind === "render" ? children : null;
}
