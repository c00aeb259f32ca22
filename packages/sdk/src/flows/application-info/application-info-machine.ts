import type { AppParameter, FreeTrialAnswer, MaintenanceAnswer } from "@gse/contract";
import type { ApiFailure } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";
import { checkRedirect, type RedirectPolicy } from "../../redirect/redirect-policy.ts";
import { applicationInfoMessages } from "./application-info-messages.ts";

export type VersionState =
  | { readonly kind: "idle" | "loading" | "failed" }
  | { readonly kind: "loaded"; readonly version: string };

export type ParametersState =
  | { readonly kind: "idle" | "loading" | "failed" }
  | { readonly kind: "loaded"; readonly parameters: readonly AppParameter[] };

/** The maintenance overlay: `open` blocks the sign-in screens until 'Entendido' dismisses it. */
export type MaintenanceState =
  | { readonly kind: "idle" | "loading" | "none" | "dismissed" }
  | { readonly kind: "open"; readonly message: string };

/** The 'Prueba Gratis' link: `offered` only with an address the redirect policy allows. */
export type FreeTrialState =
  | { readonly kind: "idle" | "loading" | "none" }
  | { readonly kind: "offered"; readonly url: string; readonly code: string | undefined };

export interface ApplicationInfoState {
  readonly version: VersionState;
  readonly parameters: ParametersState;
  readonly maintenance: MaintenanceState;
  readonly freeTrial: FreeTrialState;
}

export type ApplicationQuery = "version" | "maintenance" | "freeTrial";

export type ApplicationInfoEvent =
  | { readonly type: "load"; readonly query: ApplicationQuery }
  /** `parameterType` narrows the list (e.g. "login"). */
  | { readonly type: "loadParameters"; readonly parameterType: string | undefined }
  | { readonly type: "versionLoaded"; readonly version: string }
  | { readonly type: "parametersLoaded"; readonly parameters: readonly AppParameter[] }
  | { readonly type: "maintenanceLoaded"; readonly answer: MaintenanceAnswer["result"] }
  | { readonly type: "freeTrialLoaded"; readonly answer: FreeTrialAnswer["result"] }
  | { readonly type: "failed"; readonly query: ApplicationQuery | "parameters"; readonly failure: ApiFailure }
  /** 'Entendido' on the maintenance overlay. */
  | { readonly type: "dismissMaintenance" };

export type ApplicationInfoEffect =
  /** The version comes from the session cache when it holds one. */
  | { readonly type: "fetchVersion" }
  | { readonly type: "fetchParameters"; readonly parameterType: string | undefined }
  | { readonly type: "fetchMaintenance" }
  | { readonly type: "fetchFreeTrial" }
  | { readonly type: "log"; readonly message: string };

type State = ApplicationInfoState;
type Step = Transition<State, ApplicationInfoEffect>;

const fetchOf = {
  version: { type: "fetchVersion" },
  maintenance: { type: "fetchMaintenance" },
  freeTrial: { type: "fetchFreeTrial" },
} as const satisfies Record<ApplicationQuery, ApplicationInfoEffect>;

/**
 * The application service's queries of spec §7 (version, parameters, maintenance window, free trial) as a
 * pure machine. A maintenance or free-trial query that fails shows nothing rather than blocking sign-in.
 */
export function applicationInfoMachine(
  policy: RedirectPolicy,
): Machine<State, ApplicationInfoEvent, ApplicationInfoEffect> {
  return {
    initial: {
      version: { kind: "idle" },
      parameters: { kind: "idle" },
      maintenance: { kind: "idle" },
      freeTrial: { kind: "idle" },
    },
    reduce: (state, event) => reduce(state, event, policy),
  };
}

function reduce(state: State, event: ApplicationInfoEvent, policy: RedirectPolicy): Step {
  switch (event.type) {
    case "load":
      if (state[event.query].kind !== "idle" && state[event.query].kind !== "failed") return { state };
      return { state: { ...state, [event.query]: { kind: "loading" } }, effects: [fetchOf[event.query]] };
    case "loadParameters":
      if (state.parameters.kind === "loading" || state.parameters.kind === "loaded") return { state };
      return {
        state: { ...state, parameters: { kind: "loading" } },
        effects: [{ type: "fetchParameters", parameterType: event.parameterType }],
      };
    case "versionLoaded":
      return { state: { ...state, version: { kind: "loaded", version: event.version } } };
    case "parametersLoaded":
      return { state: { ...state, parameters: { kind: "loaded", parameters: event.parameters } } };
    case "maintenanceLoaded": {
      const { isMaintenance, message } = event.answer;
      const maintenance: MaintenanceState = isMaintenance
        ? { kind: "open", message: message?.trim() || applicationInfoMessages.maintenance }
        : { kind: "none" };
      return { state: { ...state, maintenance } };
    }
    case "freeTrialLoaded":
      return freeTrial(state, event.answer, policy);
    case "failed": {
      const settled = {
        version: "failed",
        parameters: "failed",
        maintenance: "none",
        freeTrial: "none",
      } as const;
      return { state: { ...state, [event.query]: { kind: settled[event.query] } } };
    }
    case "dismissMaintenance":
      return state.maintenance.kind === "open"
        ? { state: { ...state, maintenance: { kind: "dismissed" } } }
        : { state };
  }
}

function freeTrial(state: State, answer: FreeTrialAnswer["result"], policy: RedirectPolicy): Step {
  if (!answer.isFreeTrial) return { state: { ...state, freeTrial: { kind: "none" } } };
  const check = checkRedirect(answer.urlFreeTrial, policy);
  if (!check.allowed) {
    return {
      state: { ...state, freeTrial: { kind: "none" } },
      effects: [{ type: "log", message: `free trial link not offered: ${check.reason}` }],
    };
  }
  return {
    state: {
      ...state,
      freeTrial: { kind: "offered", url: check.url, code: answer.codeFreeTrial ?? undefined },
    },
  };
}
