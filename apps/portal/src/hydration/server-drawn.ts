/**
 * The login the server drew into the page's root (apps/reference-api/src/portal-static.ts, from the brand
 * store's revision): the root carries `data-gse-ssr="<language>"` until the portal has hydrated it, and the
 * page's first script (submit-hold.ts) holds a submit made before then.
 */
export const SERVER_DRAWN_ATTRIBUTE = "data-gse-ssr";

/**
 * What submit-hold.ts leaves on the window: the form a submit was held in, if any (and no submit is held
 * after). The logins' forms have one submit button, so which one was pressed does not matter.
 */
export interface SubmitHold {
  take(): HTMLFormElement | undefined;
}

export const SUBMIT_HOLD_GLOBAL = "gseSubmitHold";

type WithHold = Window & { readonly [SUBMIT_HOLD_GLOBAL]?: SubmitHold };

/** The language of the login the server drew into `root`, or undefined when it drew none. */
export function serverDrawnLanguage(root: HTMLElement): string | undefined {
  return root.getAttribute(SERVER_DRAWN_ATTRIBUTE) ?? undefined;
}

/**
 * The portal has hydrated the server's HTML: submits are its own from now on, and one held before is made
 * again, now that the form takes it (with what the fields hold: they handed it to the state as they hydrated).
 * `replay` false drops it instead: after a hydration React had to redo, the form on screen is not the one it
 * was made in.
 */
export function takeOverServerDrawn(root: HTMLElement, win: Window, replay = true): void {
  root.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
  const held = (win as WithHold)[SUBMIT_HOLD_GLOBAL]?.take();
  if (replay && held?.isConnected) held.requestSubmit();
}

/**
 * The page is drawn afresh instead (a language stored on an earlier visit, a session to validate): the server's
 * HTML goes before the first render, and a submit held in it with it.
 */
export function discardServerDrawn(root: HTMLElement, win: Window): void {
  root.replaceChildren();
  takeOverServerDrawn(root, win, false);
}
