import type { AppCard } from "@gse/contract";
import { failureMessage } from "../../http/api-failure.ts";
import { sendLogin } from "../../http/login-call.ts";
import type { OpenedTab, SignInRuntime } from "../../runtime.ts";
import { loginMessages } from "../login/login-messages.ts";
import { markSessionless } from "./sessionless-arrival.ts";

export type OpenAppOutcome =
  | { readonly kind: "opened" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * /availableapps (spec §2): a card whose mechanismAfterSetPass is 1 opens the application's landing page in a
 * new tab; otherwise a login for that application is requested with the credentials just set, and the url it
 * returns opens in a new tab. Without those credentials (the page was reloaded) the landing page opens instead.
 *
 * Call it from the click itself: the tab is opened empty before the first await, while the browser still
 * counts the click (a tab opened after the login answers is a popup, and blockers stop it), and closed again
 * when there is nowhere to send it.
 *
 * The session lives in each tab's session storage, so a tab starts without one. When the url is on this
 * page's origin, the session the login answered is written into the new tab's storage before it is sent there,
 * and the page it loads is signed in; this page (a public one) stays signed out. A url on another origin (a
 * suite whose applications have hosts of their own) cannot be handed a session: it must carry its own sign-in.
 * A tab of this origin that goes without a session carries a fragment its login reads to say why it asks.
 */
export async function openApp(runtime: SignInRuntime, card: AppCard): Promise<OpenAppOutcome> {
  const tab = runtime.env.openTab?.();
  const outcome = await addressOf(runtime, card);
  if (outcome.kind === "failed") {
    tab?.close();
    return outcome;
  }
  return opened(runtime, outcome, card, tab);
}

/** The session a card's login answered, to hand to the tab. */
interface AnsweredSession {
  readonly token: string;
  readonly refreshToken?: string | undefined;
}

type AddressOutcome =
  | { readonly kind: "address"; readonly address: string; readonly session?: AnsweredSession | undefined }
  | { readonly kind: "failed"; readonly message: string };

async function addressOf(runtime: SignInRuntime, card: AppCard): Promise<AddressOutcome> {
  const credentials = runtime.justSetCredentials.current;
  if (card.mechanismAfterSetPass === 1 || !credentials) return { kind: "address", address: card.landing };
  const result = await sendLogin(runtime, { ...credentials, application: card.name });
  if (!result.ok) return { kind: "failed", message: failureMessage(result.failure) };
  const answer = result.value;
  const code = answer.informationCode ?? answer.responseCode;
  if ((code === "A10" || code === "A20") && answer.urlApp) {
    return {
      kind: "address",
      address: answer.urlApp,
      session: answer.token
        ? { token: answer.token, refreshToken: answer.refreshToken ?? undefined }
        : undefined,
    };
  }
  return {
    kind: "failed",
    message:
      answer.information ??
      answer.message ??
      failureMessage({ kind: "noResponse", status: 500, code: "noResponseFromApi" }),
  };
}

function opened(
  runtime: SignInRuntime,
  { address, session }: { readonly address: string; readonly session?: AnsweredSession | undefined },
  card: AppCard,
  tab: OpenedTab | undefined,
): OpenAppOutcome {
  const allowed = runtime.allowedAddress(address);
  if (allowed === undefined) {
    tab?.close();
    return { kind: "failed", message: loginMessages.redirectRefused };
  }
  const sameOrigin = new URL(allowed).origin === runtime.env.pageOrigin;
  const handed = sameOrigin && session !== undefined && handOff(runtime, tab, session, card.name);
  const url = sameOrigin && !handed ? markSessionless(allowed) : allowed;
  if (tab) tab.go(url);
  else runtime.env.leave(url, { newTab: true });
  return { kind: "opened" };
}

/** Writes the session into the tab's storage; false when there is no tab to write or its storage refuses. */
function handOff(
  runtime: SignInRuntime,
  tab: OpenedTab | undefined,
  session: AnsweredSession,
  application: string,
): boolean {
  const storage = tab?.sessionStorage();
  if (!storage) return false;
  try {
    runtime.session.getState().handOffToTab(storage, session, application);
    return true;
  } catch (error) {
    // A full or closed storage: the tab still opens, and its login says why it asks.
    console.error("app picker: the new tab's session storage refused the session", error);
    return false;
  }
}
