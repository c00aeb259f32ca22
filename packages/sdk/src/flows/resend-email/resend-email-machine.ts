import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";

/** Seconds before the resend link returns (spec §9). */
export const resendCountdownSeconds = 60;
export const noUserDataMessage = "No hay información del usuario.";

/**
 * The three steps of /resendemail (spec §2): 1 the time expired and a new link was sent (on arrival; `sent`
 * once the server took it); 2 the user did not get it: a countdown before the resend link returns; 3 'Listo',
 * sent again.
 */
export type ResendStep =
  | { readonly step: 1; readonly sent: boolean }
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
  /** '¿No recibiste el correo?' under step 1: the countdown before a resend may be asked for. */
  | { readonly type: "notReceived" }
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
    initial: { user, view: { step: 1, sent: false }, sending: false, message: undefined },
    reduce(state, event): Step {
      switch (event.type) {
        case "start":
          // The screen needs the user from navigation state; without it there is nothing to resend. With it,
          // step 1 says a new link was sent, so it is sent on arrival.
          return state.user
            ? {
                state: { ...state, sending: true },
                effects: [{ type: "send", userName: state.user.userName }],
              }
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
          // Step 1 sends again only when the arrival's send failed; step 2 once its countdown is over.
          const ready =
            (state.view.step === 1 && !state.view.sent) ||
            (state.view.step === 2 && state.view.secondsLeft === 0);
          if (!state.user || !ready || state.sending) return { state };
          return {
            state: { ...state, sending: true, message: undefined },
            effects: [{ type: "send", userName: state.user.userName }],
          };
        }
        case "sent":
          return state.view.step === 1
            ? { state: { ...state, sending: false, view: { step: 1, sent: true } } }
            : { state: { ...state, sending: false, view: { step: 3 } } };
        case "notReceived":
          if (state.view.step !== 1 || !state.view.sent) return { state };
          return {
            state: { ...state, view: { step: 2, secondsLeft: resendCountdownSeconds } },
            effects: [{ type: "startCountdown" }],
          };
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
