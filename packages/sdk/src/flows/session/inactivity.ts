import { loginRoute } from "../../guards/routes.ts";
import { sessionEndedState } from "../../navigation/navigation-state.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { revokeSession } from "./logout.ts";

/**
 * Idle time before the signed-in area closes the session (spec §2's inactivity screen): 15 minutes unless
 * `/portal.config.json` says otherwise (`inactivitySeconds`; the reference API's REFERENCE_INACTIVITY_SECONDS).
 */
export const defaultInactivitySeconds = 900;

/** What counts as the user being there: any input, and scrolling. */
export const activityEvents = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "touchstart",
  "scroll",
] as const;

/** Where activity is heard (the window), reduced to what the watch needs. */
export type ActivityTarget = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/**
 * Calls `onIdle` once when no activity has been heard on `target` for `seconds`. Activity only records the
 * time (pointer moves come by the hundred); the one timer, when it fires early, waits out the rest. Returns
 * the function that stops watching.
 */
export function watchInactivity(
  target: ActivityTarget,
  seconds: number,
  onIdle: () => void,
  now: () => number = Date.now,
): () => void {
  const limitMs = seconds * 1000;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    last = now();
  };
  const check = () => {
    const left = last + limitMs - now();
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    stop();
    onIdle();
  };
  const stop = () => {
    clearTimeout(timer);
    for (const event of activityEvents) target.removeEventListener(event, heard, { capture: true });
  };
  for (const event of activityEvents) {
    target.addEventListener(event, heard, { capture: true, passive: true });
  }
  timer = setTimeout(check, limitMs);
  return stop;
}

/**
 * The session ends for inactivity: the refresh token is revoked (so the session cannot come back from
 * another tab's storage), the page's session cleared, and the inactivity screen ('You've been away') shown.
 */
export async function endSessionForInactivity(runtime: SignInRuntime): Promise<void> {
  // A revoke that fails (the network went away while the user did) must not keep the session open here.
  await revokeSession(runtime).catch(() => undefined);
  runtime.session.getState().signOut();
  runtime.env.navigate(loginRoute, sessionEndedState("inactivity"));
}
