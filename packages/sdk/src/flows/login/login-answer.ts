import { Limits, type LoginAnswer } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import { missingUrlAppMessage } from "../../http/messages.ts";
import { loginMessages } from "./login-messages.ts";

/** What the last attempt came to; the screen draws one of these under the form. */
export type LoginOutcome =
  | { readonly kind: "none" }
  | { readonly kind: "submitting" }
  | { readonly kind: "redirecting" }
  /** A refusal to show: the server's text, or the generic one when the API did not answer or faulted. */
  | {
      readonly kind: "refused";
      readonly message: string;
      readonly attemptsLeft?: 1 | 2;
      /** R11: the attempts-left text, when the server's message does not already say it. */
      readonly attemptsText?: string;
    }
  /** R13: temporary lock, counting down each second. */
  | { readonly kind: "locked"; readonly secondsLeft: number }
  /** The lock ran out. */
  | { readonly kind: "released" }
  /** A20 or isBlocked: permanent lock; the screen shows the support contact. */
  | { readonly kind: "blocked"; readonly supportContact: string };

/** The effects of a login answer, shared by every login (user, certificate): the page does these. */
export type LoginAnswerEffect =
  | { readonly type: "signIn"; readonly token: string; readonly refreshToken: string | undefined }
  /**
   * A10/A20 with urlApp: the address is checked first; refused, nothing is stored and the refusal shows;
   * allowed, the tokens are handed to the page urlApp loads and the browser goes there directly.
   */
  | {
      readonly type: "signInAndLeave";
      readonly url: string;
      readonly token: string | undefined;
      readonly refreshToken: string | undefined;
    }
  /** `expiredUser`: R18's user, whose change of password (with the old one) the next page asks for. */
  | {
      readonly type: "alert";
      readonly message: string;
      readonly pageToGo: string;
      readonly expiredUser?: string;
    }
  | { readonly type: "log"; readonly message: string }
  | { readonly type: "startLockCountdown" }
  | { readonly type: "stopLockCountdown" };

/** The events those effects dispatch back. */
export type LoginAnswerEvent = { readonly type: "redirectRefused" } | { readonly type: "tick" };

export interface LoginAnswerOptions {
  readonly supportContact: string;
  /** The page's origin: an R18 urlApp on it becomes an in-app path for the alert's button. */
  readonly pageOrigin: string;
  /** Shown for R14 when the server sends no text. */
  readonly welcomeEmailMessage: string;
  /** The user name the form sent, for R18's change of password. */
  readonly user?: string | undefined;
}

/** An outcome and the effects that go with it. */
export interface LoginAnswerStep {
  readonly outcome: LoginOutcome;
  readonly effects: LoginAnswerEffect[];
}

/** While one of these holds, a new submit is ignored. */
export const isLoginBusy = (outcome: LoginOutcome): boolean =>
  outcome.kind === "submitting" || outcome.kind === "redirecting" || outcome.kind === "locked";

/** A call that did not give a login answer: the server's text, or 'Error al realizar la petición.' */
export const loginFailed = (failure: ApiFailure): LoginOutcome => ({
  kind: "refused",
  message: failureMessage(failure),
});

/** urlApp (or another server-given address) was off the allowlist: not followed, and said so. */
export const redirectRefused: LoginOutcome = { kind: "refused", message: loginMessages.redirectRefused };

/** One second of the R13 lock: counts down, then releases the user and stops the ticker. */
export function tickLock(outcome: LoginOutcome): LoginAnswerStep {
  if (outcome.kind !== "locked") return { outcome, effects: [] };
  const secondsLeft = outcome.secondsLeft - 1;
  return secondsLeft > 0
    ? { outcome: { kind: "locked", secondsLeft }, effects: [] }
    : { outcome: { kind: "released" }, effects: [{ type: "stopLockCountdown" }] };
}

/** The answer of POST /api/Login, read as spec §4 and §8 say: A10/A20, R11, R13, R14, R18, R21–R23. */
export function readLoginAnswer(answer: LoginAnswer, options: LoginAnswerOptions): LoginAnswerStep {
  const code =
    answer.informationCode ?? (typeof answer.responseCode === "string" ? answer.responseCode : undefined);
  const message = answer.information ?? answer.message ?? undefined;
  const at = (outcome: LoginOutcome, effects: LoginAnswerEffect[] = []): LoginAnswerStep => ({
    outcome,
    effects,
  });

  if (answer.isBlocked || (code === "A20" && !answer.urlApp)) {
    return at({ kind: "blocked", supportContact: options.supportContact });
  }
  if (code === "A10" || code === "A20") {
    if (!answer.urlApp) {
      // A missing urlApp is only logged (spec §4); the session is still stored.
      const signIn: LoginAnswerEffect[] = answer.token
        ? [{ type: "signIn", token: answer.token, refreshToken: answer.refreshToken ?? undefined }]
        : [];
      return at({ kind: "none" }, [...signIn, { type: "log", message: missingUrlAppMessage }]);
    }
    return at({ kind: "redirecting" }, [
      {
        type: "signInAndLeave",
        url: answer.urlApp,
        token: answer.token ?? undefined,
        refreshToken: answer.refreshToken ?? undefined,
      },
    ]);
  }
  switch (code) {
    case "R13": {
      const seconds = answer.failedLoginInformation?.lockTime ?? answer.blockingtime ?? 0;
      return seconds > 0
        ? at({ kind: "locked", secondsLeft: Math.ceil(seconds) }, [{ type: "startLockCountdown" }])
        : at({ kind: "released" });
    }
    case "R11": {
      const attemptsLeft = attemptsLeftOf(answer);
      const attemptsText = attemptsLeft === undefined ? undefined : attemptsTexts[attemptsLeft];
      const shown = message ?? attemptsText ?? loginMessages.oneAttemptLeft;
      // Spec §8: the attempts left are said whatever the server's own text is about.
      const addAttempts = attemptsText !== undefined && !shown.includes(attemptsText);
      return at({
        kind: "refused",
        message: shown,
        ...(attemptsLeft ? { attemptsLeft } : {}),
        ...(addAttempts ? { attemptsText } : {}),
      });
    }
    case "R14":
      return at({ kind: "none" }, [
        { type: "alert", message: message ?? options.welcomeEmailMessage, pageToGo: "/Login" },
      ]);
    case "R18": {
      // Without the server's text, or with a urlApp that is no page of this portal, the alert still leads to
      // the change of password: /changepassword asks for the old password of the user who just signed in.
      const pageToGo = inAppTarget(answer.urlApp, options.pageOrigin);
      return at({ kind: "none" }, [
        {
          type: "alert",
          message: message || loginMessages.passwordExpired,
          pageToGo,
          ...(options.user ? { expiredUser: options.user } : {}),
        },
      ]);
    }
    default:
      return at({
        kind: "refused",
        message:
          message ?? failureMessage({ kind: "refused", status: 400, code: undefined, message: undefined }),
      });
  }
}

const attemptsTexts = { 1: loginMessages.oneAttemptLeft, 2: loginMessages.twoAttemptsLeft } as const;

/**
 * R11's attempts left out of 3: messageParameter when it is that count (a number or numeric text), else what
 * failedLoginInformation's failed attempts leave. Only 1 and 2 have a text (spec §8).
 */
function attemptsLeftOf(answer: LoginAnswer): 1 | 2 | undefined {
  const parameter = answer.messageParameter;
  const fromParameter =
    typeof parameter === "number" || (typeof parameter === "string" && /^\d+$/.test(parameter.trim()))
      ? Number(parameter)
      : undefined;
  const failed = answer.failedLoginInformation?.failedAttempts;
  const left = fromParameter ?? (failed === undefined ? undefined : Limits.attemptsBeforeLock - failed);
  return left === 1 || left === 2 ? left : undefined;
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

/** The events both login forms (user and certificate) handle alike. */
export type SharedLoginEvent =
  | { readonly type: "captchaSolved"; readonly token: string }
  | { readonly type: "captchaExpired" }
  | { readonly type: "answered"; readonly answer: LoginAnswer }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | LoginAnswerEvent;

interface SharedLoginState {
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly captchaToken: string | undefined;
  readonly outcome: LoginOutcome;
}

/** Reduces the events both login forms share; each form's own events (its fields, submit) stay in its machine. */
export function reduceSharedLoginEvent<S extends SharedLoginState>(
  state: S,
  event: SharedLoginEvent,
  options: LoginAnswerOptions,
): { readonly state: S; readonly effects?: readonly LoginAnswerEffect[] } {
  switch (event.type) {
    case "captchaSolved": {
      const { captcha: _cleared, ...errors } = state.errors;
      return { state: { ...state, captchaToken: event.token, errors } };
    }
    case "captchaExpired":
      return { state: { ...state, captchaToken: undefined } };
    // A captcha token is good for one attempt (the providers and the reference API refuse it twice): once the
    // server has answered, the form holds none and the widget asks to be solved again.
    case "answered": {
      const user = "values" in state ? (state.values as { user?: unknown }).user : undefined;
      const { outcome, effects } = readLoginAnswer(event.answer, {
        ...options,
        user: typeof user === "string" ? user.trim() : undefined,
      });
      return { state: { ...state, outcome, captchaToken: undefined }, effects };
    }
    case "failed":
      return { state: { ...state, outcome: loginFailed(event.failure), captchaToken: undefined } };
    case "redirectRefused":
      return { state: { ...state, outcome: redirectRefused } };
    case "tick": {
      if (state.outcome.kind !== "locked") return { state };
      const { outcome, effects } = tickLock(state.outcome);
      return { state: { ...state, outcome }, effects };
    }
  }
}
