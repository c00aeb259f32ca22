import type { ResetAccount } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { ResetEmailFormSchema } from "../../validation/email.ts";
import type { ValidationError } from "../../validation/messages.ts";
import { validateForm } from "../../validation/rules.ts";

export interface ResetPasswordState {
  readonly email: string;
  /** The field's message, recomputed on each change (spec §5); the send button is enabled only without one. */
  readonly error: ValidationError | undefined;
  readonly sending: boolean;
  /** The server's message under the email field after a refused send. */
  readonly message: string | undefined;
}

export type ResetPasswordEvent =
  | { readonly type: "edit"; readonly email: string }
  | { readonly type: "submit" }
  | { readonly type: "accountsFound"; readonly accounts: readonly ResetAccount[] }
  | { readonly type: "sent"; readonly maskedEmail: string; readonly message: string | undefined }
  | { readonly type: "failed"; readonly failure: ApiFailure };

export type ResetPasswordEffect =
  /** Self-service: look up the accounts of the email first (several accounts lead to the picker). */
  | { readonly type: "findAccounts"; readonly email: string }
  | { readonly type: "reset"; readonly user: string; readonly isByUser: boolean }
  | { readonly type: "storeAccounts"; readonly accounts: readonly ResetAccount[] }
  | { readonly type: "navigate"; readonly to: string; readonly state?: Readonly<Record<string, unknown>> };

export interface ResetPasswordOptions {
  /** Whether this family looks up the accounts of an email before sending (the self-service app). */
  readonly lookupAccounts: boolean;
  /** True on the invalid-link screen, which restarts the reset from an email. */
  readonly fromInvalidLink?: boolean;
}

type Step = Transition<ResetPasswordState, ResetPasswordEffect>;

/** /check-email's state for the alert's info screen 'check email again' (spec §2: previous tab /Alert). */
const checkEmailAgain = { previousTab: "/Alert", type: "CHECK_EMAIL_AGAIN" } as const;

const emailError = (email: string) => validateForm(ResetEmailFormSchema, { email }).errors.email;

/** Whether the send button is enabled: a valid email and nothing in flight. */
export const canSend = (state: ResetPasswordState) => state.email !== "" && !state.error && !state.sending;

export function resetPasswordMachine(
  options: ResetPasswordOptions,
): Machine<ResetPasswordState, ResetPasswordEvent, ResetPasswordEffect> {
  return {
    initial: { email: "", error: undefined, sending: false, message: undefined },
    reduce(state, event): Step {
      switch (event.type) {
        case "edit":
          return {
            state: { ...state, email: event.email, error: emailError(event.email), message: undefined },
          };
        case "submit": {
          const error = emailError(state.email);
          if (error || state.sending) return { state: { ...state, error } };
          const email = state.email.trim();
          const effect: ResetPasswordEffect = options.lookupAccounts
            ? { type: "findAccounts", email }
            : { type: "reset", user: email, isByUser: false };
          return { state: { ...state, sending: true, message: undefined }, effects: [effect] };
        }
        case "accountsFound": {
          const [only, ...others] = event.accounts;
          if (!only) return { state: { ...state, sending: false, message: "Users not found" } };
          if (others.length === 0)
            return { state, effects: [{ type: "reset", user: only.userName, isByUser: true }] };
          return {
            state: { ...state, sending: false },
            effects: [
              { type: "storeAccounts", accounts: event.accounts },
              { type: "navigate", to: "/selectaccounts" },
            ],
          };
        }
        case "sent": {
          const sentTo = { maskedEmail: event.maskedEmail, message: event.message };
          return {
            state: { ...state, sending: false },
            effects: [
              {
                type: "navigate",
                to: "/check-email",
                // Asked again from the invalid-link screen (an info screen of the alert): /check-email shows the
                // alert's 'check email again', whose 60 s countdown holds back a third request (spec §2).
                state: options.fromInvalidLink ? { ...sentTo, ...checkEmailAgain } : sentTo,
              },
            ],
          };
        }
        case "failed":
          return { state: { ...state, sending: false, message: failureMessage(event.failure) } };
      }
    },
  };
}
