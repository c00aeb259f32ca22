import type { AppCard } from "@gse/contract";
import { failureMessage } from "../../http/api-failure.ts";
import { sendLogin } from "../../http/login-call.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { loginMessages } from "../login/login-messages.ts";

export type OpenAppOutcome =
  | { readonly kind: "opened" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * /availableapps (spec §2): a card whose mechanismAfterSetPass is 1 opens the application's landing page in a
 * new tab; otherwise a login for that application is requested with the credentials just set, and the url it
 * returns opens in a new tab. Without those credentials (the page was reloaded) the landing page opens instead.
 */
export async function openApp(runtime: SignInRuntime, card: AppCard): Promise<OpenAppOutcome> {
  const credentials = runtime.justSetCredentials.current;
  if (card.mechanismAfterSetPass === 1 || !credentials) return opened(runtime, card.landing);
  const result = await sendLogin(runtime, { ...credentials, application: card.name });
  if (!result.ok) return { kind: "failed", message: failureMessage(result.failure) };
  const answer = result.value;
  const code = answer.informationCode ?? answer.responseCode;
  if ((code === "A10" || code === "A20") && answer.urlApp) return opened(runtime, answer.urlApp);
  return {
    kind: "failed",
    message:
      answer.information ??
      answer.message ??
      failureMessage({ kind: "noResponse", status: 500, code: "noResponseFromApi" }),
  };
}

function opened(runtime: SignInRuntime, address: string): OpenAppOutcome {
  return runtime.follow(address, { newTab: true })
    ? { kind: "opened" }
    : { kind: "failed", message: loginMessages.redirectRefused };
}
