import type { ResetAccount } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";

export interface SelectAccountsState {
  /** Undefined until the stored list was read. */
  readonly accounts: readonly ResetAccount[] | undefined;
  readonly chosen: string | undefined;
  readonly sending: boolean;
  readonly message: string | undefined;
}

export type SelectAccountsEvent =
  | { readonly type: "start" }
  | { readonly type: "loaded"; readonly accounts: readonly ResetAccount[] | undefined }
  | { readonly type: "choose"; readonly userName: string }
  | { readonly type: "restore" }
  | { readonly type: "sent"; readonly maskedEmail: string; readonly message: string | undefined }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "backToLogin" };

export type SelectAccountsEffect =
  | { readonly type: "readStored" }
  | { readonly type: "clearStored" }
  | { readonly type: "reset"; readonly userName: string }
  | { readonly type: "navigate"; readonly to: string; readonly state?: Readonly<Record<string, unknown>> };

type Step = Transition<SelectAccountsState, SelectAccountsEffect>;

/** /selectaccounts (spec §2): the accounts of one email, one to restore. */
export const selectAccountsMachine: Machine<SelectAccountsState, SelectAccountsEvent, SelectAccountsEffect> =
  {
    initial: { accounts: undefined, chosen: undefined, sending: false, message: undefined },
    reduce(state, event): Step {
      switch (event.type) {
        case "start":
          return { state, effects: [{ type: "readStored" }] };
        case "loaded":
          // Without a stored list there is nothing to pick from: back to login.
          return event.accounts
            ? { state: { ...state, accounts: event.accounts } }
            : { state, effects: [{ type: "navigate", to: "/login" }] };
        case "choose":
          return { state: { ...state, chosen: event.userName, message: undefined } };
        case "restore":
          if (!state.chosen || state.sending) return { state };
          return { state: { ...state, sending: true }, effects: [{ type: "reset", userName: state.chosen }] };
        case "sent":
          return {
            state: { ...state, sending: false },
            effects: [
              { type: "clearStored" },
              {
                type: "navigate",
                to: "/check-email",
                state: { maskedEmail: event.maskedEmail, message: event.message },
              },
            ],
          };
        case "failed":
          return { state: { ...state, sending: false, message: failureMessage(event.failure) } };
        case "backToLogin":
          return { state, effects: [{ type: "clearStored" }, { type: "navigate", to: "/login" }] };
      }
    },
  };
