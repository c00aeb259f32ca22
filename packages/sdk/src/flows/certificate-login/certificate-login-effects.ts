import { Api } from "@gse/contract";
import { sendLogin } from "../../http/login-call.ts";
import { after, type EffectRunner } from "../../machine/machine.ts";
import { checkRedirect } from "../../redirect/redirect-policy.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { loginAnswerEffects } from "../login/login-answer-effects.ts";
import { connectOidc } from "../oidc/connect-oidc.ts";
import type { CertificateLoginEffect, CertificateLoginEvent } from "./certificate-login-machine.ts";

/** Spec §9: the federated sign-in leaves for the server's address after this delay. */
export const federatedRedirectDelayMs = 2000;

/** Runs the certificate login machine's effects against the page's runtime. */
export function certificateLoginEffects(
  runtime: SignInRuntime,
): EffectRunner<CertificateLoginEvent, CertificateLoginEffect> {
  const { env, client } = runtime;
  const answerEffects = loginAnswerEffects(runtime);
  return (effect, dispatch) => {
    switch (effect.type) {
      case "loadDocumentTypes":
        void client
          .call(Api.security.documentTypesLogin)
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "documentTypesLoaded", answer: result.value }
                : { type: "documentTypesFailed", failure: result.failure },
            ),
          );
        return;
      case "certificateLogin":
        void sendLogin(runtime, effect).then((result) =>
          dispatch(
            result.ok
              ? { type: "answered", answer: result.value }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      case "connectFederated":
        void connectOidc(runtime).then((result) =>
          dispatch(
            result.ok
              ? { type: "federatedAddress", url: result.value.result.url }
              : { type: "federatedFailed", failure: result.failure },
          ),
        );
        return;
      case "followFederated": {
        // Refused at once rather than after the wait: the user is not kept on a redirect that cannot happen.
        const check = checkRedirect(effect.url, {
          pageOrigin: env.pageOrigin,
          allowlist: env.config.redirectAllowlist,
        });
        if (!check.allowed) {
          console.error(`redirect refused: ${check.reason}`);
          dispatch({ type: "federatedRefused" });
          return;
        }
        return after("federated", federatedRedirectDelayMs, () => {
          if (!runtime.follow(effect.url)) dispatch({ type: "federatedRefused" });
        });
      }
      default:
        return answerEffects(effect, dispatch);
    }
  };
}
