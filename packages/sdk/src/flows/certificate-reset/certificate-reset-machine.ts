import type { ResetAccount } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { CertificateChoiceFormSchema, CodeFormSchema } from "../../validation/code.ts";
import { ValidationMessage } from "../../validation/messages.ts";
import { validateForm } from "../../validation/rules.ts";

/**
 * Where forgot-password-by-certificate is (spec §2 and §4):
 * - `identify`: the document number (or email) whose certificates to list;
 * - `choose`: pick one of `accounts` (an empty list is the 'no associated users' placeholder);
 * - `code`: the 6-digit code emailed to the chosen account, with back, continue and 'not received';
 * - `resent`: a new code went to the masked address (`emailTail`);
 * - `done`: the password is back to the one first assigned to the certificate;
 * - `failed`: the reset failed; the message shows and the page reloads after 3 s.
 */
export type CertificateResetStep = "identify" | "choose" | "code" | "resent" | "done" | "failed";

export type CertificateResetField = "user" | "certificate" | "code";

export interface CertificateResetState {
  readonly step: CertificateResetStep;
  /** `certificate` is the chosen account's user name. */
  readonly values: Readonly<Record<CertificateResetField, string>>;
  readonly errors: Partial<Record<CertificateResetField, string>>;
  /** The certificates (accounts) found; undefined until they are looked up. */
  readonly accounts: readonly ResetAccount[] | undefined;
  /** Where the code went, as the server masked it. */
  readonly maskedEmail: string | undefined;
  /** A call is under way: the screen shows its spinner and ignores the buttons. */
  readonly busy: boolean;
  /** The server's text (or the generic one) about the last call, shown on the current step. */
  readonly message: string | undefined;
}

export type CertificateResetEvent =
  | { readonly type: "edit"; readonly field: CertificateResetField; readonly value: string }
  | { readonly type: "lookup" }
  | { readonly type: "accountsFound"; readonly accounts: readonly ResetAccount[] }
  | { readonly type: "continue" }
  | { readonly type: "codeSent"; readonly maskedEmail: string }
  /** The code was right: `nonce` is what the reset call must carry. */
  | { readonly type: "codeValid"; readonly nonce: string }
  | { readonly type: "back" }
  /** 'Not received the email': send a new code. */
  | { readonly type: "resend" }
  /** From the resent view back to the code. */
  | { readonly type: "enterCode" }
  | { readonly type: "reset" }
  /** 'Understood' on the success view. */
  | { readonly type: "finish" }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "resetFailed"; readonly failure: ApiFailure };

export type CertificateResetEffect =
  | { readonly type: "findAccounts"; readonly user: string }
  /** Manual-password accounts are reset directly (resetPasswordCertificateUser). */
  | { readonly type: "resetManual"; readonly userName: string }
  /** The check-email-valid call: emails a 6-digit code. */
  | { readonly type: "sendCode"; readonly email: string }
  | { readonly type: "validateCode"; readonly email: string; readonly code: string }
  | { readonly type: "resetCertificate"; readonly userName: string; readonly nonce: string }
  | { readonly type: "reloadLater" }
  | { readonly type: "toLogin" };

type State = CertificateResetState;
type Step = Transition<State, CertificateResetEffect>;

const initial: State = {
  step: "identify",
  values: { user: "", certificate: "", code: "" },
  errors: {},
  accounts: undefined,
  maskedEmail: undefined,
  busy: false,
  message: undefined,
};

/** Forgot password by certificate as a pure machine. */
export const certificateResetMachine: Machine<State, CertificateResetEvent, CertificateResetEffect> = {
  initial,
  reduce,
};

const idle = (state: State, patch: Partial<State> = {}): State => ({
  ...state,
  busy: false,
  message: undefined,
  ...patch,
});
const calling = (state: State, effect: CertificateResetEffect, patch: Partial<State> = {}): Step => ({
  state: { ...state, busy: true, message: undefined, errors: {}, ...patch },
  effects: [effect],
});

function reduce(state: State, event: CertificateResetEvent): Step {
  // While a call runs only its answer counts; after done or failed only 'understood' (or the reload) does.
  if (state.busy && !isAnswer(event)) return { state };
  if ((state.step === "done" || state.step === "failed") && event.type !== "finish") return { state };
  switch (event.type) {
    case "edit": {
      const { [event.field]: _cleared, ...errors } = state.errors;
      return { state: { ...state, values: { ...state.values, [event.field]: event.value }, errors } };
    }
    case "lookup": {
      if (state.step !== "identify") return { state };
      const user = state.values.user.trim();
      if (user === "") return { state: { ...state, errors: { user: ValidationMessage.required } } };
      return calling(state, { type: "findAccounts", user });
    }
    case "accountsFound":
      return {
        state: idle(state, {
          step: "choose",
          accounts: event.accounts,
          values: { ...state.values, certificate: "" },
        }),
      };
    case "continue":
      return state.step === "choose" ? choose(state) : state.step === "code" ? enterCode(state) : { state };
    case "codeSent":
      return {
        state: idle(state, {
          step: state.step === "code" ? "resent" : "code",
          maskedEmail: event.maskedEmail,
          values: { ...state.values, code: "" },
        }),
      };
    case "codeValid":
      return {
        state,
        effects: [{ type: "resetCertificate", userName: state.values.certificate, nonce: event.nonce }],
      };
    case "reset":
      return { state: idle(state, { step: "done" }) };
    case "back":
      if (state.step === "code") return { state: idle(state, { step: "choose", errors: {} }) };
      if (state.step === "resent") return { state: idle(state, { step: "code" }) };
      if (state.step === "choose") return { state: idle(state, { step: "identify", accounts: undefined }) };
      return { state };
    case "resend": {
      const account = chosen(state);
      if (state.step !== "code" || !account) return { state };
      return calling(state, { type: "sendCode", email: account.email });
    }
    case "enterCode":
      return state.step === "resent" ? { state: idle(state, { step: "code" }) } : { state };
    case "finish":
      return state.step === "done" ? { state, effects: [{ type: "toLogin" }] } : { state };
    case "failed":
      // A wrong code keeps the code step, with the server's text and the spinner stopped.
      return { state: idle(state, { message: failureMessage(event.failure) }) };
    case "resetFailed":
      return {
        state: idle(state, { step: "failed", message: failureMessage(event.failure) }),
        effects: [{ type: "reloadLater" }],
      };
  }
}

const isAnswer = (event: CertificateResetEvent) =>
  ["accountsFound", "codeSent", "codeValid", "reset", "failed", "resetFailed"].includes(event.type);

const chosen = (state: State) =>
  state.accounts?.find((account) => account.userName === state.values.certificate);

function choose(state: State): Step {
  const form = validateForm(CertificateChoiceFormSchema, { certificate: state.values.certificate });
  const account = chosen(state);
  if (!form.ok || !account) {
    return { state: { ...state, errors: { certificate: ValidationMessage.required } } };
  }
  if (account.assignManualPassword)
    return calling(state, { type: "resetManual", userName: account.userName });
  return calling(state, { type: "sendCode", email: account.email });
}

function enterCode(state: State): Step {
  const form = validateForm(CodeFormSchema, { code: state.values.code });
  const account = chosen(state);
  if (!form.ok)
    return { state: { ...state, errors: { code: form.errors.code?.id ?? ValidationMessage.code } } };
  if (!account) return { state };
  return calling(state, { type: "validateCode", email: account.email, code: form.value.code });
}

/**
 * The tail of a masked address, after its masked prefix: `c****@example.test` gives `@example.test`. The resend
 * view shows only this, behind a masked prefix of its own.
 */
export function maskedEmailTail(maskedEmail: string | undefined): string {
  if (!maskedEmail) return "";
  const lastMask = maskedEmail.lastIndexOf("*");
  if (lastMask >= 0) return maskedEmail.slice(lastMask + 1);
  const at = maskedEmail.indexOf("@");
  return at >= 0 ? maskedEmail.slice(at) : "";
}
