import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { federatedSignInEffects } from "./federated-sign-in-effects.ts";
import { federatedSignInMachine } from "./federated-sign-in-machine.ts";

/**
 * The headless 'Ingresar con' button of a login (the self-service app): `start` asks the server for the
 * identity provider's address and leaves for it when the redirect policy allows it; `state` says how far it
 * got (connecting, redirecting, or refused with a message to show).
 */
export function useFederatedSignIn() {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() =>
    runMachine(federatedSignInMachine, federatedSignInEffects(runtime)),
  );
  return { state, start: useCallback(() => dispatch({ type: "start" }), [dispatch]) };
}
