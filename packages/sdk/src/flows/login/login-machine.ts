import type { LoginAnswer } from "@gse/contract";
import type { ApiFailure } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import {
  isLoginBusy,
  type LoginAnswerEffect,
  type LoginAnswerEvent,
  type LoginAnswerOptions,
  type LoginOutcome,
  reduceSharedLoginEvent,
} from "./login-answer.ts";
import { loginMessages } from "./login-messages.ts";

export type { LoginOutcome } from "./login-answer.ts";

export type LoginField = "user" | "password";

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
  | LoginAnswerEvent;

export type LoginEffect =
  | {
      readonly type: "login";
      readonly user: string;
      readonly password: string;
      readonly captchaToken: string | undefined;
    }
  | LoginAnswerEffect;

export interface LoginOptions extends LoginAnswerOptions {
  readonly captchaRequired: boolean;
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
    case "submit":
      return submit(state);
    case "answered":
      return clearRefusedPassword(reduceSharedLoginEvent(state, event, options));
    case "captchaSolved":
    case "captchaExpired":
    case "failed":
    case "redirectRefused":
    case "tick":
      return reduceSharedLoginEvent(state, event, options);
  }
}

/**
 * A password the server refused is cleared: the user types it again from the start instead of
 * editing a hidden wrong one; the form focuses the emptied field.
 */
function clearRefusedPassword(step: Step): Step {
  if (step.state.outcome.kind !== "refused") return step;
  return { ...step, state: { ...step.state, values: { ...step.state.values, password: "" } } };
}

function submit(state: LoginState): Step {
  if (isLoginBusy(state.outcome)) return { state };
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
