import type { AssignPasswordAnswer, TokenValidationAnswer } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { checkNewPassword, type NewPasswordCheck } from "../../validation/password.ts";

/** Where the set-password page is: reading the link, waiting for input, or done. */
export type SetPasswordPhase = "checkingLink" | "ready" | "submitting" | "signingIn" | "leaving";

export interface SetPasswordState {
  readonly phase: SetPasswordPhase;
  /** `set`: a token from an emailed link (AssignPassword); `change`: a signed-in user with the old password. */
  readonly mode: "set" | "change";
  readonly user: string;
  readonly token: string | undefined;
  readonly email: string | undefined;
  /** From token validation: the account waits for its first password, so the title says create. */
  readonly isUserActivation: boolean;
  readonly values: {
    readonly currentPassword: string;
    readonly password: string;
    readonly confirmation: string;
  };
  /** The server's text after a refused submit (R21, R22), shown under the form. */
  readonly message: string | undefined;
  /** Set when the server answered a successful assign: the alert text shown while the page moves on. */
  readonly done: string | undefined;
}

export type SetPasswordField = keyof SetPasswordState["values"];

/** What the link gave, once decrypted and checked (the effect does the decryption). */
export type LinkOutcome =
  | {
      readonly kind: "link";
      readonly user: string;
      readonly token: string;
      readonly email: string | undefined;
    }
  | { readonly kind: "session"; readonly user: string }
  | { readonly kind: "invalid"; readonly message: string; readonly signOut: boolean };

export type SetPasswordEvent =
  | { readonly type: "start" }
  | { readonly type: "linkRead"; readonly outcome: LinkOutcome }
  | { readonly type: "tokenValid"; readonly answer: TokenValidationAnswer }
  | { readonly type: "tokenInvalid"; readonly failure: ApiFailure }
  | { readonly type: "edit"; readonly field: SetPasswordField; readonly value: string }
  | { readonly type: "submit" }
  | { readonly type: "assigned"; readonly answer: AssignPasswordAnswer }
  | { readonly type: "changed"; readonly message: string | undefined }
  | { readonly type: "failed"; readonly failure: ApiFailure };

export type SetPasswordEffect =
  | { readonly type: "readLink" }
  | { readonly type: "validateToken"; readonly user: string; readonly token: string }
  | { readonly type: "signOut" }
  | { readonly type: "navigate"; readonly to: string; readonly state: Readonly<Record<string, unknown>> }
  | {
      readonly type: "assign";
      readonly user: string;
      readonly token: string;
      readonly password: string;
      readonly isUserActivation: boolean;
    }
  | {
      readonly type: "change";
      readonly user: string;
      readonly password: string;
      readonly newPassword: string;
    }
  /**
   * Apps came back: the app picker signs in to them with these (kept in memory, never stored). `grant` is the
   * spent link's token, which stands in for a captcha on these sign-ins (the page has none to show).
   */
  | {
      readonly type: "rememberCredentials";
      readonly user: string;
      readonly password: string;
      readonly grant: string | undefined;
    }
  /** Mechanism 2 (or none): log in with the new credentials, the spent link's token in the captcha's place. */
  | {
      readonly type: "autoLogin";
      readonly user: string;
      readonly password: string;
      readonly grant: string | undefined;
      /** Said at /Login when the automatic sign-in does not go through, with the server's reason. */
      readonly done: string;
    };

/** The alert types of spec §4: an activation assigns the initial password, otherwise it was updated. */
export const alertTypes = {
  initialPassword: "ASSIGN_INITIAL_PASSWORD",
  passwordUpdated: "PASSWORD_UPDATED",
} as const;

type Step = Transition<SetPasswordState, SetPasswordEffect>;

export const setPasswordMachine: Machine<SetPasswordState, SetPasswordEvent, SetPasswordEffect> = {
  initial: {
    phase: "checkingLink",
    mode: "set",
    user: "",
    token: undefined,
    email: undefined,
    isUserActivation: false,
    values: { currentPassword: "", password: "", confirmation: "" },
    message: undefined,
    done: undefined,
  },
  reduce,
};

/** The screen's view of the two new-password fields: the live checklist and whether submit is enabled. */
export function passwordCheck(state: SetPasswordState): NewPasswordCheck {
  return checkNewPassword({ password: state.values.password, confirmation: state.values.confirmation });
}

function reduce(state: SetPasswordState, event: SetPasswordEvent): Step {
  switch (event.type) {
    case "start":
      return { state, effects: [{ type: "readLink" }] };
    case "linkRead":
      return linkRead(state, event.outcome);
    case "tokenValid":
      return { state: { ...state, phase: "ready", isUserActivation: event.answer.result.isUserActivation } };
    case "tokenInvalid": {
      const message = failureMessage(event.failure);
      // A user still in activation whose link expired may ask for a new one (spec §4).
      if (event.failure.kind === "refused" && event.failure.code === "R14") {
        return go(state, "/resendemail", {
          message,
          type: "INVALID_LINK",
          email: state.email,
          userName: state.user,
        });
      }
      // A spent or expired link of an active account (R21) lands on /invalid-link, whose email field restarts
      // the reset (spec §2's info screen); any other refusal is the generic alert.
      if (event.failure.kind === "refused" && event.failure.code === "R21") {
        return go(state, "/invalid-link", { message, type: "INVALID_LINK", pageToGo: "/Login" });
      }
      return go(state, "/Alert", { message, pageToGo: "/Login" });
    }
    case "edit":
      return {
        state: { ...state, values: { ...state.values, [event.field]: event.value }, message: undefined },
      };
    case "submit":
      return submit(state);
    case "assigned":
      return assigned(state, event.answer);
    case "changed": {
      // The server ends every session of the user on a change: the page's own session goes too, so the alert
      // (a public page) shows 'password updated' and its button leads to a new sign-in.
      const step = go({ ...state, done: event.message }, "/Alert", {
        message: event.message ?? "",
        type: alertTypes.passwordUpdated,
        pageToGo: "/Login",
      });
      return { ...step, effects: [{ type: "signOut" }, ...(step.effects ?? [])] };
    }
    case "failed":
      // The activation link ran out while the form was open (R14): the 'activation expired' info screen, whose
      // link asks for a new email; other refusals (R21, R22) stay under the form.
      if (event.failure.kind === "refused" && event.failure.code === "R14") {
        return go(state, "/Alert", {
          message: failureMessage(event.failure),
          type: "ACTIVATION_EXPIRED",
          pageToGo: "/Login",
        });
      }
      return { state: { ...state, phase: "ready", message: failureMessage(event.failure) } };
  }
}

function linkRead(state: SetPasswordState, outcome: LinkOutcome): Step {
  switch (outcome.kind) {
    case "link":
      return {
        state: { ...state, user: outcome.user, token: outcome.token, email: outcome.email },
        effects: [{ type: "validateToken", user: outcome.user, token: outcome.token }],
      };
    case "session":
      return { state: { ...state, phase: "ready", mode: "change", user: outcome.user } };
    case "invalid": {
      const step = go(state, "/Alert", { message: outcome.message, pageToGo: "/Login" });
      return outcome.signOut ? { ...step, effects: [{ type: "signOut" }, ...(step.effects ?? [])] } : step;
    }
  }
}

function submit(state: SetPasswordState): Step {
  if (state.phase !== "ready") return { state };
  const check = passwordCheck(state);
  if (!check.ok || (state.mode === "change" && state.values.currentPassword === "")) return { state };
  const { password, currentPassword } = state.values;
  const effect: SetPasswordEffect =
    state.mode === "set" && state.token
      ? {
          type: "assign",
          user: state.user,
          token: state.token,
          password,
          isUserActivation: state.isUserActivation,
        }
      : { type: "change", user: state.user, password: currentPassword, newPassword: password };
  return { state: { ...state, phase: "submitting", message: undefined }, effects: [effect] };
}

function assigned(state: SetPasswordState, answer: AssignPasswordAnswer): Step {
  const message = answer.information ?? "";
  const apps = answer.result.apps ?? [];
  if (apps.length > 0) {
    const step = go({ ...state, done: message }, "/availableapps", { apps, message });
    const remember: SetPasswordEffect = {
      type: "rememberCredentials",
      user: state.user,
      password: state.values.password,
      grant: state.token,
    };
    return { ...step, effects: [remember, ...(step.effects ?? [])] };
  }
  const type = state.isUserActivation ? alertTypes.initialPassword : alertTypes.passwordUpdated;
  if (answer.result.mechanismAfterSetPass === 1) {
    return go({ ...state, done: message }, "/Alert", { message, type, pageToGo: "/Login" });
  }
  // Otherwise: show the alert and sign in with the new credentials at once.
  return {
    state: { ...state, phase: "signingIn", done: message },
    effects: [
      {
        type: "autoLogin",
        user: state.user,
        password: state.values.password,
        grant: state.token,
        done: message,
      },
    ],
  };
}

function go(state: SetPasswordState, to: string, navigationState: Record<string, unknown>): Step {
  return {
    state: { ...state, phase: "leaving" },
    effects: [{ type: "navigate", to, state: navigationState }],
  };
}
