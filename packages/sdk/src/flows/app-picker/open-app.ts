import type { AppCard } from "@gse/contract";
import { failureMessage } from "../../http/api-failure.ts";
import { sendLogin } from "../../http/login-call.ts";
import type { OpenedTab, SignInRuntime } from "../../runtime.ts";
import { loginMessages } from "../login/login-messages.ts";

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
 */
export async function openApp(runtime: SignInRuntime, card: AppCard): Promise<OpenAppOutcome> {
  const tab = runtime.env.openTab?.();
  const outcome = await addressOf(runtime, card);
  if (outcome.kind === "failed") {
    tab?.close();
    return outcome;
  }
  return opened(runtime, outcome.address, tab);
}

type AddressOutcome =
  | { readonly kind: "address"; readonly address: string }
  | { readonly kind: "failed"; readonly message: string };

async function addressOf(runtime: SignInRuntime, card: AppCard): Promise<AddressOutcome> {
  const credentials = runtime.justSetCredentials.current;
  if (card.mechanismAfterSetPass === 1 || !credentials) return { kind: "address", address: card.landing };
  const result = await sendLogin(runtime, { ...credentials, application: card.name });
  if (!result.ok) return { kind: "failed", message: failureMessage(result.failure) };
  const answer = result.value;
  const code = answer.informationCode ?? answer.responseCode;
  if ((code === "A10" || code === "A20") && answer.urlApp) return { kind: "address", address: answer.urlApp };
  return {
    kind: "failed",
    message:
      answer.information ??
      answer.message ??
      failureMessage({ kind: "noResponse", status: 500, code: "noResponseFromApi" }),
  };
}

function opened(runtime: SignInRuntime, address: string, tab: OpenedTab | undefined): OpenAppOutcome {
  const url = runtime.allowedAddress(address);
  if (url === undefined) {
    tab?.close();
    return { kind: "failed", message: loginMessages.redirectRefused };
  }
  if (tab) tab.go(url);
  else runtime.env.leave(url, { newTab: true });
  return { kind: "opened" };
}
