import { createContext, type ReactNode, useContext } from "react";
import type { SignInRuntime } from "../runtime.ts";

const SignInContext = createContext<SignInRuntime | undefined>(undefined);

/** Gives every screen below it the page's SDK runtime. */
export function SignInProvider({
  runtime,
  children,
}: {
  readonly runtime: SignInRuntime;
  readonly children: ReactNode;
}) {
  return <SignInContext.Provider value={runtime}>{children}</SignInContext.Provider>;
}

/** The page's SDK runtime; a screen rendered outside `SignInProvider` is a wiring mistake, said plainly. */
export function useSignIn(): SignInRuntime {
  const runtime = useContext(SignInContext);
  if (!runtime)
    throw new Error("useSignIn: no SignInProvider above this screen; wrap the app (or the story) in one");
  return runtime;
}
