import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { loginMessages } from "../login/login-messages.ts";
import { certificateLoginEffects } from "./certificate-login-effects.ts";
import { type CertificateLoginField, certificateLoginMachine } from "./certificate-login-machine.ts";

export interface CertificateLoginFlowOptions {
  /** Whether this application asks for a captcha (brand mode, or the server's captchaApply). */
  readonly captchaRequired: boolean;
}

/**
 * The headless certificate login: document types (loaded on mount), the form, the answer handling of the
 * user login, and the 'Ingresar con' federated sign-in.
 */
export function useCertificateLoginFlow({ captchaRequired }: CertificateLoginFlowOptions) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(
    () =>
      runMachine(
        certificateLoginMachine({
          captchaRequired,
          supportContact: runtime.env.config.supportContact,
          pageOrigin: runtime.env.pageOrigin,
          welcomeEmailMessage: loginMessages.welcomeEmail,
        }),
        certificateLoginEffects(runtime),
      ),
    { type: "start" },
  );
  return {
    state,
    edit: useCallback(
      (field: CertificateLoginField, value: string) => dispatch({ type: "edit", field, value }),
      [dispatch],
    ),
    submit: useCallback(() => dispatch({ type: "submit" }), [dispatch]),
    solveCaptcha: useCallback((token: string) => dispatch({ type: "captchaSolved", token }), [dispatch]),
    expireCaptcha: useCallback(() => dispatch({ type: "captchaExpired" }), [dispatch]),
    /** 'Ingresar con': asks the server for the federated sign-in address and leaves for it after 2 s. */
    signInFederated: useCallback(() => dispatch({ type: "federate" }), [dispatch]),
    /** Loads the document types again after a failure. */
    retryDocumentTypes: useCallback(() => dispatch({ type: "start" }), [dispatch]),
  };
}
