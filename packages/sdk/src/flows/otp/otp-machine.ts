import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { CodeFormSchema } from "../../validation/code.ts";
import { ValidationMessage } from "../../validation/messages.ts";
import { validateForm } from "../../validation/rules.ts";

/** `send`: the code is not asked for yet; `code`: it was emailed, the user types it; `validated`: it was right. */
export type OtpStep = "send" | "code" | "validated";

export interface OtpState {
  readonly step: OtpStep;
  /** Where the code goes: the user's address, known to the page (token claims or navigation state). */
  readonly email: string;
  readonly code: string;
  readonly errors: Partial<Record<"email" | "code", string>>;
  /** A call is under way. */
  readonly busy: boolean;
  /** The server's text about the last call: 'sent' on success, the refusal otherwise. */
  readonly message: string | undefined;
  /** Whether `message` is a refusal (a wrong code, an unknown email), so a screen shows it as an error. */
  readonly refused: boolean;
}

export type OtpEvent =
  | { readonly type: "send" }
  | { readonly type: "sent"; readonly message: string | undefined }
  | { readonly type: "edit"; readonly value: string }
  | { readonly type: "validate" }
  | { readonly type: "validated"; readonly message: string | undefined }
  | { readonly type: "failed"; readonly failure: ApiFailure };

export type OtpEffect =
  | { readonly type: "sendOtp"; readonly email: string }
  | { readonly type: "validateOtp"; readonly email: string; readonly code: string };

type Step = Transition<OtpState, OtpEffect>;

/** The OTP reset (send a 6-digit code by email, then validate it) as a pure machine. */
export function otpMachine(email: string): Machine<OtpState, OtpEvent, OtpEffect> {
  return {
    initial: {
      step: "send",
      email: email.trim(),
      code: "",
      errors: {},
      busy: false,
      message: undefined,
      refused: false,
    },
    reduce,
  };
}

function reduce(state: OtpState, event: OtpEvent): Step {
  const answered = event.type === "sent" || event.type === "validated" || event.type === "failed";
  if ((state.busy && !answered) || state.step === "validated") return { state };
  switch (event.type) {
    case "send":
      // Sending again from the code step is the 'resend' link.
      if (state.email === "")
        return { state: { ...state, errors: { email: ValidationMessage.emailRequired } } };
      return {
        state: { ...state, busy: true, errors: {}, message: undefined, refused: false },
        effects: [{ type: "sendOtp", email: state.email }],
      };
    case "sent":
      return {
        state: { ...state, step: "code", code: "", busy: false, message: event.message ?? undefined },
      };
    case "edit": {
      const { code: _cleared, ...errors } = state.errors;
      return { state: { ...state, code: event.value, errors } };
    }
    case "validate": {
      if (state.step !== "code") return { state };
      const form = validateForm(CodeFormSchema, { code: state.code });
      if (!form.ok) {
        return { state: { ...state, errors: { code: form.errors.code?.id ?? ValidationMessage.code } } };
      }
      return {
        state: { ...state, busy: true, errors: {}, message: undefined, refused: false },
        effects: [{ type: "validateOtp", email: state.email, code: form.value.code }],
      };
    }
    case "validated":
      return { state: { ...state, step: "validated", busy: false, message: event.message ?? undefined } };
    case "failed":
      return { state: { ...state, busy: false, message: failureMessage(event.failure), refused: true } };
  }
}
