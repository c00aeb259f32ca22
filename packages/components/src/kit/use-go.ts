import { type SignInEnvironment, useSignIn } from "@gse/sdk";
import { useEffect } from "react";

/** In-app navigation through the page's runtime (the router), for links and buttons of a screen. */
export function useGo(): SignInEnvironment["navigate"] {
  const { env } = useSignIn();
  return env.navigate;
}

/**
 * Leaves for `to` once mounted when `when` holds: a screen reached without the navigation state it needs. It
 * takes the screen's history entry, so Back goes to the page before it instead of bouncing here again.
 */
export function useRedirect(when: boolean, to: string): void {
  const { env } = useSignIn();
  useEffect(() => {
    if (when) env.navigate(to, undefined, { replace: true });
  }, [when, to, env]);
}
