import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";

/** Seconds before the resend link returns (spec §9). */
export const resendCountdownSeconds = 60;
export const noUserDataMessage = "No hay información del usuario.";

/**
 * The three steps of /resendemail (spec §2): 1 the time expired and a new link can be sent; 2 sent, with a
 * countdown before the resend link returns; 3 'Listo', sent again.
 */
export type ResendStep =
  | { readonly step: 1 }
  | { readonly step: 2; readonly secondsLeft: number }
  | { readonly step: 3 };

export interface ResendEmailState {
  readonly user: { readonly userName: string; readonly email: string } | undefined;
  readonly view: ResendStep;
  readonly sending: boolean;
  readonly message: string | undefined;
}

export type ResendEmailEvent =
  | { readonly type: "start" }
  | { readonly type: "send" }
  | { readonly type: "sent" }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "tick" };

export type ResendEmailEffect =
  | { readonly type: "send"; readonly userName: string }
  | { readonly type: "startCountdown" }
  | { readonly type: "stopCountdown" }
  | { readonly type: "navigate"; readonly to: string; readonly state: Readonly<Record<string, unknown>> };

type Step = Transition<ResendEmailState, ResendEmailEffect>;

export function resendEmailMachine(
  user: ResendEmailState["user"],
): Machine<ResendEmailState, ResendEmailEvent, ResendEmailEffect> {
  return {
    initial: { user, view: { step: 1 }, sending: false, message: undefined },
    reduce(state, event): Step {
      switch (event.type) {
        case "start":
          // The screen needs the user from navigation state; without it there is nothing to resend.
          return state.user
            ? { state }
            : {
                state,
                effects: [
                  {
                    type: "navigate",
                    to: "/Alert",
                    state: { message: noUserDataMessage, pageToGo: "/Login" },
                  },
                ],
              };
        case "send": {
          const ready = state.view.step === 1 || (state.view.step === 2 && state.view.secondsLeft === 0);
          if (!state.user || !ready || state.sending) return { state };
          return {
            state: { ...state, sending: true, message: undefined },
            effects: [{ type: "send", userName: state.user.userName }],
          };
        }
        case "sent":
          return state.view.step === 1
            ? {
                state: { ...state, sending: false, view: { step: 2, secondsLeft: resendCountdownSeconds } },
                effects: [{ type: "startCountdown" }],
              }
            : { state: { ...state, sending: false, view: { step: 3 } } };
        case "failed":
          return { state: { ...state, sending: false, message: failureMessage(event.failure) } };
        case "tick": {
          if (state.view.step !== 2) return { state };
          const secondsLeft = Math.max(0, state.view.secondsLeft - 1);
          return {
            state: { ...state, view: { step: 2, secondsLeft } },
            effects: secondsLeft === 0 ? [{ type: "stopCountdown" }] : [],
          };
        }
      }
    },
  };
}
