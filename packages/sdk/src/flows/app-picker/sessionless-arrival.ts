import type { LoginNavigationState } from "../../navigation/navigation-state.ts";
import { loginMessages } from "../login/login-messages.ts";

/**
 * The fragment the app picker puts on an address of this portal it opens in a new tab without a session (the
 * tab could not be written, the card signs in elsewhere, the page was reloaded): the portal there reads it and
 * its login says why it asks to sign in, instead of the route guard's silent /Login. A fragment, not a query:
 * it reaches no server, and a protected route's query is its own (a token to validate, a list's state).
 */
export const sessionlessArrivalHash = "#sign-in-with-new-password";

/** The address with the fragment that says the tab comes from the app picker without a session. */
export function markSessionless(url: string): string {
  const marked = new URL(url);
  marked.hash = sessionlessArrivalHash;
  return marked.href;
}

/** The login's arrival message for a page reached with that fragment, or undefined for any other fragment. */
export function sessionlessArrivalState(hash: string): LoginNavigationState | undefined {
  return hash === sessionlessArrivalHash ? { message: loginMessages.signInWithNewPassword } : undefined;
}
