import type { DocumentType, DocumentTypesLoginAnswer, LoginAnswer } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { CertificateLoginFormSchema } from "../../validation/login.ts";
import { ValidationMessage } from "../../validation/messages.ts";
import { validateForm } from "../../validation/rules.ts";
import {
  isLoginBusy,
  type LoginAnswerEffect,
  type LoginAnswerEvent,
  type LoginAnswerOptions,
  type LoginOutcome,
  reduceSharedLoginEvent,
} from "../login/login-answer.ts";
import { loginMessages } from "../login/login-messages.ts";

export type CertificateLoginField = "documentType" | "documentNumber" | "password";

/** The document types of the select, from the security service. */
export type DocumentTypesState =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  /** Only the types allowed for login; `count` is the server's. */
  | { readonly kind: "loaded"; readonly types: readonly DocumentType[]; readonly count: number }
  | { readonly kind: "failed"; readonly message: string };

/** The 'Ingresar con' federated sign-in: ask the server for the address, wait 2 s, leave for it. */
export type FederatedState =
  | { readonly kind: "idle" }
  | { readonly kind: "connecting" }
  | { readonly kind: "redirecting"; readonly url: string }
  | { readonly kind: "refused"; readonly message: string };

export interface CertificateLoginState {
  readonly values: Readonly<Record<CertificateLoginField, string>>;
  readonly errors: Partial<Record<CertificateLoginField | "captcha", string>>;
  readonly captchaRequired: boolean;
  readonly captchaToken: string | undefined;
  readonly documentTypes: DocumentTypesState;
  readonly federated: FederatedState;
  /** The same outcomes as the user login: A10/A20, R11, R13 countdown, A20/isBlocked, R14, R18, ... */
  readonly outcome: LoginOutcome;
}

export type CertificateLoginEvent =
  | { readonly type: "start" }
  | { readonly type: "documentTypesLoaded"; readonly answer: DocumentTypesLoginAnswer }
  | { readonly type: "documentTypesFailed"; readonly failure: ApiFailure }
  | { readonly type: "edit"; readonly field: CertificateLoginField; readonly value: string }
  | { readonly type: "captchaSolved"; readonly token: string }
  | { readonly type: "captchaExpired" }
  | { readonly type: "submit" }
  | { readonly type: "answered"; readonly answer: LoginAnswer }
  | { readonly type: "failed"; readonly failure: ApiFailure }
  | { readonly type: "federate" }
  | { readonly type: "federatedAddress"; readonly url: string }
  | { readonly type: "federatedFailed"; readonly failure: ApiFailure }
  | { readonly type: "federatedRefused" }
  | LoginAnswerEvent;

export type CertificateLoginEffect =
  | { readonly type: "loadDocumentTypes" }
  | {
      readonly type: "certificateLogin";
      readonly documentType: string;
      readonly documentNumber: string;
      readonly password: string;
      readonly captchaToken: string | undefined;
    }
  | { readonly type: "connectFederated" }
  /** Follows the address after the 2 s delay of spec §9, only when the redirect policy allows it. */
  | { readonly type: "followFederated"; readonly url: string }
  | LoginAnswerEffect;

export interface CertificateLoginOptions extends LoginAnswerOptions {
  readonly captchaRequired: boolean;
}

type State = CertificateLoginState;
type Step = Transition<State, CertificateLoginEffect>;

/** The certificate login of spec §2, §4 and §5 as a pure machine; answers are read as the user login's. */
export function certificateLoginMachine(
  options: CertificateLoginOptions,
): Machine<State, CertificateLoginEvent, CertificateLoginEffect> {
  return {
    initial: {
      values: { documentType: "", documentNumber: "", password: "" },
      errors: {},
      captchaRequired: options.captchaRequired,
      captchaToken: undefined,
      documentTypes: { kind: "idle" },
      federated: { kind: "idle" },
      outcome: { kind: "none" },
    },
    reduce: (state, event) => reduce(state, event, options),
  };
}

function reduce(state: State, event: CertificateLoginEvent, options: CertificateLoginOptions): Step {
  switch (event.type) {
    case "start":
      if (state.documentTypes.kind === "loading" || state.documentTypes.kind === "loaded") return { state };
      return {
        state: { ...state, documentTypes: { kind: "loading" } },
        effects: [{ type: "loadDocumentTypes" }],
      };
    case "documentTypesLoaded": {
      const { records, count } = event.answer.result.records.result;
      const types = records.filter((type) => type.documentTypeAllowed !== false);
      return { state: { ...state, documentTypes: { kind: "loaded", types, count } } };
    }
    case "documentTypesFailed":
      return {
        state: { ...state, documentTypes: { kind: "failed", message: failureMessage(event.failure) } },
      };
    case "edit":
      return { state: edit(state, event.field, event.value) };
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
    case "federate":
      if (leaving(state)) return { state };
      return {
        state: { ...state, federated: { kind: "connecting" } },
        effects: [{ type: "connectFederated" }],
      };
    case "federatedAddress":
      return {
        state: { ...state, federated: { kind: "redirecting", url: event.url } },
        effects: [{ type: "followFederated", url: event.url }],
      };
    case "federatedFailed":
      return {
        state: { ...state, federated: { kind: "refused", message: failureMessage(event.failure) } },
      };
    case "federatedRefused":
      return { state: { ...state, federated: { kind: "refused", message: loginMessages.redirectRefused } } };
  }
}

/**
 * A password the server refused (R11) is cleared, as the user login's is: the user types it again
 * from the start instead of editing a hidden wrong one; the form puts the cursor in the emptied field.
 */
function clearRefusedPassword(step: Step): Step {
  if (step.state.outcome.kind !== "refused") return step;
  return { ...step, state: { ...step.state, values: { ...step.state.values, password: "" } } };
}

function edit(state: State, field: CertificateLoginField, value: string): State {
  // The number's rule depends on the type (PA allows letters): its message is stale once the type changes.
  const stale = field === "documentType" ? [field, "documentNumber"] : [field];
  const errors = Object.fromEntries(Object.entries(state.errors).filter(([key]) => !stale.includes(key)));
  return { ...state, values: { ...state.values, [field]: value }, errors };
}

/** A login or a federated redirect is under way: another start would race it. */
const leaving = (state: State) =>
  state.federated.kind === "connecting" ||
  state.federated.kind === "redirecting" ||
  state.outcome.kind === "submitting" ||
  state.outcome.kind === "redirecting";

function submit(state: State): Step {
  if (isLoginBusy(state.outcome) || leaving(state)) return { state };
  const form = validateForm(CertificateLoginFormSchema, state.values);
  const errors: State["errors"] = {};
  for (const [field, error] of Object.entries(form.errors)) {
    if (error) errors[field as CertificateLoginField] = error.id;
  }
  // Captcha must be solved first when the application enables it (spec §4).
  if (state.captchaRequired && !state.captchaToken) errors.captcha = ValidationMessage.captcha;
  if (!form.ok || Object.keys(errors).length > 0) return { state: { ...state, errors } };
  return {
    state: { ...state, errors: {}, outcome: { kind: "submitting" } },
    effects: [
      {
        type: "certificateLogin",
        documentType: form.value.documentType.trim(),
        documentNumber: form.value.documentNumber,
        password: form.value.password,
        captchaToken: state.captchaToken,
      },
    ],
  };
}
