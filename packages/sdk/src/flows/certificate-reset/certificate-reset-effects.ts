import { Api } from "@gse/contract";
import { loginRoute } from "../../guards/routes.ts";
import type { ApiResult } from "../../http/api-failure.ts";
import { after, type EffectRunner } from "../../machine/machine.ts";
import type { SignInEnvironment, SignInRuntime } from "../../runtime.ts";
import type { CertificateResetEffect, CertificateResetEvent } from "./certificate-reset-machine.ts";

/** Spec §4 and §9: after a failed certificate reset the page reloads after this delay. */
export const reloadAfterFailedResetMs = 3000;

/** The license app's certificate tenant, used when neither the page nor the brand names one (team agreement). */
export const licenseCertificateTenant = "certa";

/**
 * The tenant header of the users-for-reset call: the page's tenant, else the brand's default tenant, else the
 * certificate tenant for the license app (spec §7).
 */
export function resetTenant(
  env: Pick<SignInEnvironment, "tenant" | "application">,
  defaultTenant?: string | null,
): string | undefined {
  return (
    env.tenant ?? defaultTenant ?? (env.application === "license" ? licenseCertificateTenant : undefined)
  );
}

export interface CertificateResetEffectOptions {
  /** The brand's default tenant (`behaviour.defaultTenant`), if any. */
  readonly defaultTenant?: string | null;
}

/** Runs the forgot-password-by-certificate machine's effects against the page's runtime. */
export function certificateResetEffects(
  runtime: SignInRuntime,
  options: CertificateResetEffectOptions = {},
): EffectRunner<CertificateResetEvent, CertificateResetEffect> {
  const { env, client } = runtime;
  const answer =
    <T>(dispatch: (event: CertificateResetEvent) => void, onValue: (value: T) => CertificateResetEvent) =>
    (result: ApiResult<T>) =>
      dispatch(result.ok ? onValue(result.value) : { type: "failed", failure: result.failure });
  // A failed reset is not retried in place: the page reloads (spec §4).
  const resetAnswer = (dispatch: (event: CertificateResetEvent) => void) => (result: ApiResult<unknown>) =>
    dispatch(result.ok ? { type: "reset" } : { type: "resetFailed", failure: result.failure });

  return (effect, dispatch) => {
    switch (effect.type) {
      case "findAccounts":
        void client
          .call(Api.authentication.usersResetPassword, {
            headers: { tenant: resetTenant(env, options.defaultTenant) },
            body: { user: effect.user, appname: env.application, isByUser: false },
          })
          .then(answer(dispatch, (value) => ({ type: "accountsFound", accounts: value.result.users })));
        return;
      case "resetManual":
        void client
          .call(Api.authentication.resetPasswordCertificateUser, { body: { UserName: effect.userName } })
          .then(resetAnswer(dispatch));
        return;
      case "sendCode":
        void client
          .call(Api.authentication.checkEmailValid, { body: { Email: effect.email } })
          .then(answer(dispatch, (value) => ({ type: "codeSent", maskedEmail: value.result.maskedEmail })));
        return;
      case "validateCode":
        void client
          .call(Api.authentication.validateMailCode, { body: { email: effect.email, code: effect.code } })
          .then(answer(dispatch, (value) => ({ type: "codeValid", nonce: value.result.nonce })));
        return;
      case "resetCertificate":
        void client
          .call(Api.authentication.resetPasswordForCertificate, {
            body: { username: effect.userName, nonce: effect.nonce },
          })
          .then(resetAnswer(dispatch));
        return;
      case "reloadLater":
        return after("reload", reloadAfterFailedResetMs, env.reload);
      case "toLogin":
        env.navigate(loginRoute);
        return;
    }
  };
}
