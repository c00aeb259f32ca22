import { useEffect } from "react";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { defaultInactivitySeconds, endSessionForInactivity, watchInactivity } from "./inactivity.ts";

/** While mounted (the signed-in area), closes the session after the configured idle time. */
export function useInactivitySignOut(target: EventTarget = window): void {
  const runtime = useSignIn();
  const seconds = runtime.env.config.inactivitySeconds ?? defaultInactivitySeconds;
  useEffect(
    () => watchInactivity(target, seconds, () => void endSessionForInactivity(runtime)),
    [runtime, seconds, target],
  );
}
