import { useCallback } from "react";
import { runMachine } from "../../machine/machine.ts";
import { useRunnerSelection } from "../../machine/use-machine.ts";
import { useSignIn } from "../../react/sign-in-context.tsx";
import { applicationInfoEffects } from "./application-info-effects.ts";
import {
  type ApplicationInfoState,
  type ApplicationQuery,
  applicationInfoMachine,
} from "./application-info-machine.ts";
import {
  type CaptchaMode,
  captchaDecision,
  loginParameterType,
  type ParameterType,
  parameterValue,
} from "./application-parameters.ts";

/**
 * One runner of the application-info machine, asking once mounted for `query` (nothing when undefined), and the
 * part of its state the caller draws (`select`): the caller re-renders when that part changes, not when the
 * request starts. The login's parameters the page's boot already read start it loaded: no request, and the form
 * in the first render.
 */
function useApplicationInfo<Selected>(
  query: ApplicationQuery | "parameters" | undefined,
  select: (state: ApplicationInfoState) => Selected,
  parameterType?: string,
) {
  const runtime = useSignIn();
  const [selected, dispatch] = useRunnerSelection(
    () => {
      const machine = applicationInfoMachine({
        pageOrigin: runtime.env.pageOrigin,
        allowlist: runtime.env.config.redirectAllowlist,
      });
      const known =
        query === "parameters" && parameterType === loginParameterType
          ? runtime.env.prefetched?.loginParameters
          : undefined;
      return runMachine(
        machine,
        applicationInfoEffects(runtime),
        known && { ...machine.initial, parameters: { kind: "loaded", parameters: known } },
      );
    },
    query === "parameters"
      ? { type: "loadParameters", parameterType }
      : query === undefined
        ? undefined
        : { type: "load", query },
    select,
  );
  return [selected, dispatch] as const;
}

/** The application's version (cached in session storage), undefined until known or when unavailable. */
export function useAppVersion(): string | undefined {
  const [version] = useApplicationInfo("version", (state) => state.version);
  return version.kind === "loaded" ? version.version : undefined;
}

/** The maintenance overlay: shown while `open`, with its message; 'Entendido' calls `dismiss`. */
export function useMaintenance() {
  const [maintenance, dispatch] = useApplicationInfo("maintenance", (state) => state.maintenance);
  return {
    maintenance,
    open: maintenance.kind === "open",
    message: maintenance.kind === "open" ? maintenance.message : undefined,
    dismiss: useCallback(() => dispatch({ type: "dismissMaintenance" }), [dispatch]),
  };
}

/** The 'Prueba Gratis' link: an allowed address when the application offers a free trial, else undefined. */
export function useFreeTrial() {
  const [freeTrial] = useApplicationInfo("freeTrial", (state) =>
    state.freeTrial.kind === "offered" ? state.freeTrial : undefined,
  );
  return freeTrial;
}

/** The application's parameters, narrowed by `parameterType` when given. */
export function useAppParameters(parameterType?: string) {
  const [parameters] = useApplicationInfo("parameters", (state) => state.parameters, parameterType);
  return parameters;
}

/** One parameter's value when its declared type is `type` (e.g. passwordCreatedCountdown, "number"). */
export function useAppParameter<T extends ParameterType>(
  code: string,
  type: T,
  parameterType = loginParameterType,
) {
  const parameters = useAppParameters(parameterType);
  return parameters.kind === "loaded" ? parameterValue(parameters.parameters, code, type) : undefined;
}

/**
 * Whether the login asks for a captcha: the brand's mode "on" or "off" decides alone, "server" asks for the
 * captchaApply parameter. Undefined while the server's answer is awaited.
 */
export function useCaptchaRequired(mode: CaptchaMode): boolean | undefined {
  const [required] = useApplicationInfo(
    mode === "server" ? "parameters" : undefined,
    ({ parameters }) =>
      captchaDecision(
        mode,
        parameters.kind === "loaded"
          ? parameters.parameters
          : parameters.kind === "failed"
            ? null
            : undefined,
      ),
    loginParameterType,
  );
  return required;
}
