import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { splashMachine } from "./splash-machine.ts";
import { splashEffects } from "./timer-effects.ts";

/** The splash screen's behaviour: after 2000 ms the page goes to /login. */
export function useSplash() {
  const runtime = useSignIn();
  const [state] = useRunner(() => runMachine(splashMachine, splashEffects(runtime)), { type: "start" });
  return state;
}
