import { useCallback, useEffect, useMemo } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunner } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { certificateResetEffects } from "./certificate-reset-effects.ts";
import {
  type CertificateResetField,
  certificateResetMachine,
  maskedEmailTail,
} from "./certificate-reset-machine.ts";

export interface CertificateResetFlowOptions {
  /** The brand's default tenant (`behaviour.defaultTenant`), sent when the page has none. */
  readonly defaultTenant?: string | null;
  /** A document number (or email) already known, e.g. from the login form: its certificates load on mount. */
  readonly user?: string;
}

/**
 * The headless forgot-password-by-certificate screen: identify, choose the certificate, the emailed code (or a
 * direct reset for manual-password accounts), resend, success; a failed reset reloads the page after 3 s.
 */
export function useCertificateResetFlow({ defaultTenant, user }: CertificateResetFlowOptions = {}) {
  const runtime = useSignIn();
  const [state, dispatch] = useRunner(() =>
    runMachine(
      certificateResetMachine,
      certificateResetEffects(runtime, defaultTenant === undefined ? {} : { defaultTenant }),
    ),
  );
  useEffect(() => {
    if (!user) return;
    dispatch({ type: "edit", field: "user", value: user });
    dispatch({ type: "lookup" });
  }, [dispatch, user]);
  return {
    state,
    /** The choose step found no certificate: the screen shows the 'no associated users' placeholder. */
    noAccounts: state.step === "choose" && state.accounts?.length === 0,
    /** The masked address's tail, for the resend view. */
    emailTail: useMemo(() => maskedEmailTail(state.maskedEmail), [state.maskedEmail]),
    edit: useCallback(
      (field: CertificateResetField, value: string) => dispatch({ type: "edit", field, value }),
      [dispatch],
    ),
    /** Looks up the certificates of the document number (or email) typed. */
    lookup: useCallback(() => dispatch({ type: "lookup" }), [dispatch]),
    /** Continue: on the choice, reset directly or email a code; on the code, check it and reset. */
    next: useCallback(() => dispatch({ type: "continue" }), [dispatch]),
    back: useCallback(() => dispatch({ type: "back" }), [dispatch]),
    /** 'Not received the email': sends a new code. */
    resend: useCallback(() => dispatch({ type: "resend" }), [dispatch]),
    /** From the resend view back to the code. */
    enterCode: useCallback(() => dispatch({ type: "enterCode" }), [dispatch]),
    /** 'Understood' on the success view: back to login. */
    finish: useCallback(() => dispatch({ type: "finish" }), [dispatch]),
  };
}
