import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import type { FederatedState } from "../certificate-login/certificate-login-machine.ts";
import { loginMessages } from "../login/login-messages.ts";

export type FederatedSignInEvent =
  | { readonly type: "start" }
  | { readonly type: "address"; readonly url: string }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "refused" };

export type FederatedSignInEffect =
  /** GET connect-ciam-oidc: the identity provider's authorization address. */
  { readonly type: "connect" } | { readonly type: "follow"; readonly url: string };

type Step = Transition<FederatedState, FederatedSignInEffect>;

/**
 * The 'Ingresar con' federated sign-in of a login screen (spec §2, §7): ask the server for the identity
 * provider's address and leave for it; the provider comes back to /signin-credential/callback with a code.
 */
export const federatedSignInMachine: Machine<FederatedState, FederatedSignInEvent, FederatedSignInEffect> = {
  initial: { kind: "idle" },
  reduce(state, event): Step {
    switch (event.type) {
      case "start":
        // One round trip at a time: a second press while connecting or leaving changes nothing.
        if (state.kind === "connecting" || state.kind === "redirecting") return { state };
        return { state: { kind: "connecting" }, effects: [{ type: "connect" }] };
      case "address":
        return {
          state: { kind: "redirecting", url: event.url },
          effects: [{ type: "follow", url: event.url }],
        };
      case "failed":
        return { state: { kind: "refused", message: failureMessage(event.failure) } };
      case "refused":
        return { state: { kind: "refused", message: loginMessages.redirectRefused } };
    }
  },
};
