import { useSignIn } from "@gse/sdk";
import { useEffect } from "react";

/** In-app navigation through the page's runtime (the router), for links and buttons of a screen. */
export function useGo(): (to: string, state?: unknown) => void {
  const { env } = useSignIn();
  return env.navigate;
}

/** Leaves for `to` once mounted when `when` holds: a screen reached without the navigation state it needs. */
export function useRedirect(when: boolean, to: string): void {
  const { env } = useSignIn();
  useEffect(() => {
    if (when) env.navigate(to);
  }, [when, to, env]);
}
