import { Limits, type LoginAnswer } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import { missingUrlAppMessage } from "../../http/messages.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { loginMessages } from "./login-messages.ts";

export type LoginField = "user" | "password";

/** What the last attempt came to; the screen draws one of these under the form. */
export type LoginOutcome =
  | { readonly kind: "none" }
  | { readonly kind: "submitting" }
  | { readonly kind: "redirecting" }
  /** A refusal to show: the server's text, or the generic one when the API did not answer or faulted. */
  | { readonly kind: "refused"; readonly message: string; readonly attemptsLeft?: 1 | 2 }
  /** R13: temporary lock, counting down each second. */
  | { readonly kind: "locked"; readonly secondsLeft: number }
  /** The lock ran out. */
  | { readonly kind: "released" }
  /** A20 or isBlocked: permanent lock; the screen shows the support contact. */
  | { readonly kind: "blocked"; readonly supportContact: string };

export interface LoginState {
  readonly values: Readonly<Record<LoginField, string>>;
  readonly errors: Partial<Record<LoginField | "captcha", string>>;
  readonly captchaRequired: boolean;
  readonly captchaToken: string | undefined;
  readonly outcome: LoginOutcome;
}

export type LoginEvent =
  | { readonly type: "edit"; readonly field: LoginField; readonly value: string }
  | { readonly type: "captchaSolved"; readonly token: string }
  | { readonly type: "captchaExpired" }
  | { readonly type: "submit" }
  | { readonly type: "answered"; readonly answer: LoginAnswer }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "redirectRefused" }
  | { readonly type: "tick" };

export type LoginEffect =
  | {
      readonly type: "login";
      readonly user: string;
      readonly password: string;
      readonly captchaToken: string | undefined;
    }
  | { readonly type: "signIn"; readonly token: string; readonly refreshToken: string | undefined }
  | { readonly type: "follow"; readonly url: string }
  | { readonly type: "alert"; readonly message: string; readonly pageToGo: string }
  | { readonly type: "log"; readonly message: string }
  | { readonly type: "startLockCountdown" }
  | { readonly type: "stopLockCountdown" };

export interface LoginOptions {
  readonly captchaRequired: boolean;
  readonly supportContact: string;
  /** The page's origin: an R18 urlApp on it becomes an in-app path for the alert's button. */
  readonly pageOrigin: string;
  /** Shown for R14 when the server sends no text. */
  readonly welcomeEmailMessage: string;
}

type Step = Transition<LoginState, LoginEffect>;

/** The login of spec §4 and §8 as a pure machine. */
export function loginMachine(options: LoginOptions): Machine<LoginState, LoginEvent, LoginEffect> {
  return {
    initial: {
      values: { user: "", password: "" },
      errors: {},
      captchaRequired: options.captchaRequired,
      captchaToken: undefined,
      outcome: { kind: "none" },
    },
    reduce: (state, event) => reduce(state, event, options),
  };
}

function reduce(state: LoginState, event: LoginEvent, options: LoginOptions): Step {
  switch (event.type) {
    case "edit": {
      const { [event.field]: _cleared, ...errors } = state.errors;
      return { state: { ...state, values: { ...state.values, [event.field]: event.value }, errors } };
    }
    case "captchaSolved": {
      const { captcha: _cleared, ...errors } = state.errors;
      return { state: { ...state, captchaToken: event.token, errors } };
    }
    case "captchaExpired":
      return { state: { ...state, captchaToken: undefined } };
    case "submit":
      return submit(state);
    case "answered":
      return answered(state, event.answer, options);
    case "failed":
      return { state: { ...state, outcome: { kind: "refused", message: failureMessage(event.failure) } } };
    case "redirectRefused":
      return { state: { ...state, outcome: { kind: "refused", message: loginMessages.redirectRefused } } };
    case "tick": {
      if (state.outcome.kind !== "locked") return { state };
      const secondsLeft = state.outcome.secondsLeft - 1;
      return secondsLeft > 0
        ? { state: { ...state, outcome: { kind: "locked", secondsLeft } } }
        : { state: { ...state, outcome: { kind: "released" } }, effects: [{ type: "stopLockCountdown" }] };
    }
  }
}

function submit(state: LoginState): Step {
  const busy = ["submitting", "redirecting", "locked"].includes(state.outcome.kind);
  if (busy) return { state };
  const errors: LoginState["errors"] = {};
  if (state.values.user.trim() === "") errors.user = loginMessages.required;
  if (state.values.password === "") errors.password = loginMessages.required;
  // Captcha must be solved first when the application enables it (spec §4).
  if (state.captchaRequired && !state.captchaToken) errors.captcha = loginMessages.captchaRequired;
  if (Object.keys(errors).length > 0) return { state: { ...state, errors } };
  return {
    state: { ...state, errors: {}, outcome: { kind: "submitting" } },
    effects: [
      {
        type: "login",
        user: state.values.user.trim(),
        password: state.values.password,
        captchaToken: state.captchaToken,
      },
    ],
  };
}

function answered(state: LoginState, answer: LoginAnswer, options: LoginOptions): Step {
  const code =
    answer.informationCode ?? (typeof answer.responseCode === "string" ? answer.responseCode : undefined);
  const message = answer.information ?? answer.message ?? undefined;
  const at = (outcome: LoginOutcome, effects: LoginEffect[] = []): Step => ({
    state: { ...state, outcome },
    effects,
  });

  if (answer.isBlocked || (code === "A20" && !answer.urlApp)) {
    return at({ kind: "blocked", supportContact: options.supportContact });
  }
  if (code === "A10" || code === "A20") {
    const signIn: LoginEffect[] = answer.token
      ? [{ type: "signIn", token: answer.token, refreshToken: answer.refreshToken ?? undefined }]
      : [];
    // A missing urlApp is only logged (spec §4); the session is still stored.
    if (!answer.urlApp)
      return at({ kind: "none" }, [...signIn, { type: "log", message: missingUrlAppMessage }]);
    return at({ kind: "redirecting" }, [...signIn, { type: "follow", url: answer.urlApp }]);
  }
  switch (code) {
    case "R13": {
      const seconds = answer.failedLoginInformation?.lockTime ?? answer.blockingtime ?? 0;
      return seconds > 0
        ? at({ kind: "locked", secondsLeft: Math.ceil(seconds) }, [{ type: "startLockCountdown" }])
        : at({ kind: "released" });
    }
    case "R11": {
      const failed = answer.failedLoginInformation?.failedAttempts;
      const left = failed === undefined ? undefined : Limits.attemptsBeforeLock - failed;
      const attemptsLeft = left === 1 || left === 2 ? left : undefined;
      const fallback = attemptsLeft === 2 ? loginMessages.twoAttemptsLeft : loginMessages.oneAttemptLeft;
      return at({
        kind: "refused",
        message: message ?? fallback,
        ...(attemptsLeft ? { attemptsLeft } : {}),
      });
    }
    case "R14":
      return at({ kind: "none" }, [
        { type: "alert", message: message ?? options.welcomeEmailMessage, pageToGo: "/Login" },
      ]);
    case "R18":
      return at({ kind: "none" }, [
        { type: "alert", message: message ?? "", pageToGo: inAppTarget(answer.urlApp, options.pageOrigin) },
      ]);
    default:
      return at({
        kind: "refused",
        message:
          message ?? failureMessage({ kind: "refused", status: 400, code: undefined, message: undefined }),
      });
  }
}

/** An R18 urlApp on the page's own origin, as the in-app path the alert's button goes to. */
function inAppTarget(urlApp: string | null | undefined, pageOrigin: string): string {
  if (!urlApp) return "/changepassword";
  try {
    const url = new URL(urlApp, pageOrigin);
    return url.origin === pageOrigin ? `${url.pathname}${url.search}` : "/changepassword";
  } catch {
    return "/changepassword";
  }
}
