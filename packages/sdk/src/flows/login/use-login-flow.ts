import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { loginEffects } from "./login-effects.ts";
import { type LoginField, loginMachine } from "./login-machine.ts";
import { loginMessages } from "./login-messages.ts";

export interface LoginFlowOptions {
  /** Whether this application asks for a captcha (brand mode, or the server's captchaApply). */
  readonly captchaRequired: boolean;
}

/** The headless login: state to draw and the actions a screen binds to its inputs and button. */
export function useLoginFlow({ captchaRequired }: LoginFlowOptions) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() =>
    runMachine(
      loginMachine({
        captchaRequired,
        supportContact: runtime.env.config.supportContact,
        pageOrigin: runtime.env.pageOrigin,
        welcomeEmailMessage: loginMessages.welcomeEmail,
      }),
      loginEffects(runtime),
    ),
  );
  return {
    state,
    edit: useCallback(
      (field: LoginField, value: string) => dispatch({ type: "edit", field, value }),
      [dispatch],
    ),
    submit: useCallback(() => dispatch({ type: "submit" }), [dispatch]),
    solveCaptcha: useCallback((token: string) => dispatch({ type: "captchaSolved", token }), [dispatch]),
    expireCaptcha: useCallback(() => dispatch({ type: "captchaExpired" }), [dispatch]),
  };
}
