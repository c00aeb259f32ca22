import { Api } from "@gse/contract";
import { failureMessage } from "../../http/api-failure.ts";
import { sendLogin } from "../../http/login-call.ts";
import { sendWithPasswords } from "../../http/send-with-passwords.ts";
import { validateToken } from "../../http/token-validation.ts";
import { activateLanguage, i18n } from "../../i18n/i18n.ts";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { loginMessages } from "../login/login-messages.ts";
import { signInAndLeave } from "../session/sign-in-and-leave.ts";
import type { LinkOutcome, SetPasswordEffect, SetPasswordEvent } from "./set-password-machine.ts";

/** Spec §4: a link without a token, or an expired one, also logs the user out. */
const signOutReasons = new Set(["missing-token", "expired"]);

/** Reads the page's link (the whole query string) or, without one, the signed-in user for a change. */
async function readLink(runtime: SignInRuntime): Promise<LinkOutcome> {
  const query = runtime.env.currentSearch();
  const { claims, token } = runtime.session.getState();
  if (query === "") {
    if (token && claims) return { kind: "session", user: claims.unique_name };
    const expired = runtime.expiredPasswordUser.current;
    if (expired) return { kind: "session", user: expired };
    return { kind: "invalid", message: "El enlace no es válido.", signOut: false };
  }
  const { decodeSetPasswordLink } = await import("../../cipher/set-password-link.ts");
  const decoded = decodeSetPasswordLink(query, runtime.env.config.cipher);
  if (decoded.ok) {
    const { user, token: linkToken, email, tenantLanguage } = decoded.link;
    // Sign-in spec §1: the link's tenant language applies when the visitor has stored none.
    if (tenantLanguage && !runtime.env.languageChosen && i18n.locale !== tenantLanguage) {
      await activateLanguage(tenantLanguage);
      if (typeof document !== "undefined") document.documentElement.lang = tenantLanguage;
    }
    return { kind: "link", user, token: linkToken, email };
  }
  return { kind: "invalid", message: decoded.message, signOut: signOutReasons.has(decoded.reason) };
}

/** The login's arrival message after an automatic sign-in that did not go through. */
export const autoLoginStoppedMessage = loginMessages.signInWithNewPassword;

const autoLoginStopped = (done: string, why: string | undefined) =>
  [done, why, autoLoginStoppedMessage].filter((part) => part && part.trim() !== "").join(" ");

/** Runs the set-password machine's effects against the page's runtime. */
export function setPasswordEffects(
  runtime: SignInRuntime,
): EffectRunner<SetPasswordEvent, SetPasswordEffect> {
  const { env, session } = runtime;
  const fail = (dispatch: (event: SetPasswordEvent) => void) => (error: unknown) => {
    console.error(error);
    dispatch({
      type: "linkRead",
      outcome: { kind: "invalid", message: "Error al procesar el enlace.", signOut: false },
    });
  };
  return (effect, dispatch) => {
    switch (effect.type) {
      case "readLink":
        void readLink(runtime).then((outcome) => dispatch({ type: "linkRead", outcome }), fail(dispatch));
        return;
      case "validateToken":
        void validateToken(runtime, effect).then((result) =>
          dispatch(
            result.ok
              ? { type: "tokenValid", answer: result.value }
              : { type: "tokenInvalid", failure: result.failure },
          ),
        );
        return;
      case "signOut":
        session.getState().signOut();
        return;
      case "navigate":
        env.navigate(effect.to, effect.state);
        return;
      case "rememberCredentials":
        runtime.justSetCredentials.current = {
          user: effect.user,
          password: effect.password,
          captchaToken: effect.grant,
        };
        return;
      case "assign":
        void sendWithPasswords(runtime, Api.authentication.assignPassword, (encrypt) => ({
          body: {
            user: effect.user,
            password: encrypt(effect.password),
            token: effect.token,
            appname: env.application,
            isUserActivation: effect.isUserActivation,
          },
        })).then((result) =>
          dispatch(
            result.ok
              ? { type: "assigned", answer: result.value }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      case "change":
        void sendWithPasswords(
          runtime,
          Api.authentication.changePassword,
          (encrypt) => ({
            body: {
              user: effect.user,
              password: encrypt(effect.password),
              newpassword: encrypt(effect.newPassword),
              appname: env.application,
            },
          }),
          { withSession: true },
        ).then((result) =>
          dispatch(
            result.ok
              ? { type: "changed", message: result.value.information ?? undefined }
              : { type: "failed", failure: result.failure },
          ),
        );
        return;
      case "autoLogin":
        void sendLogin(runtime, {
          user: effect.user,
          password: effect.password,
          captchaToken: effect.grant,
        }).then((result) => {
          const answer = result.ok ? result.value : undefined;
          if (answer?.token && answer.urlApp && (answer.informationCode ?? answer.responseCode) === "A10") {
            const leaving = signInAndLeave(runtime, {
              url: answer.urlApp,
              token: answer.token,
              refreshToken: answer.refreshToken ?? undefined,
            });
            if (leaving) return;
          }
          // Not signed in: the login says the password is set and why the automatic sign-in stopped.
          const why = result.ok
            ? (answer?.information ?? answer?.message ?? undefined)
            : failureMessage(result.failure);
          env.navigate("/Login", { message: autoLoginStopped(effect.done, why) });
        });
        return;
    }
  };
}
