import { Api, type AppParameter, LOGIN_PARAMETERS_BLOCK_ID, LoginParametersBlockSchema } from "@gse/contract";
import * as v from "valibot";
import type { RuntimeConfig } from "../../config/runtime-config.ts";
import { headersOf, readAnswer, serviceUrl } from "../../http/api-client.ts";
import type { EarlyFetch } from "../../http/early-fetch.ts";
import type { EffectRunner } from "../../machine/machine.ts";
import type { SignInRuntime } from "../../runtime.ts";
import { storageKeys } from "../../session/storage-keys.ts";
import type { ApplicationInfoEffect, ApplicationInfoEvent } from "./application-info-machine.ts";
import { loginParameterType } from "./application-parameters.ts";

/** Where the application's version is cached for the tab (spec §7: "version cached in session"). */
export const versionStorageKey = storageKeys.appVersion;

/**
 * Starts the login's GetParametersApp (captchaApply, passwordCreatedCountdown) through `early` as soon as the
 * page knows its config and application, so the login form is not kept waiting for it after it renders.
 * Resolves with the parameters when the server gave them (a boot that holds them by its first render hands
 * them to the runtime as `prefetched.loginParameters`, and the login draws its form at once), else with
 * undefined: then the login's own request, identical, takes this answer and reads its failure as ever.
 */
export function prefetchLoginParameters(
  early: EarlyFetch,
  page: { readonly config: RuntimeConfig; readonly pageOrigin: string; readonly application: string },
): Promise<readonly AppParameter[] | undefined> {
  const call = Api.application.parameters;
  const headers = { appName: page.application, parameterType: loginParameterType };
  return early
    .prefetch(serviceUrl(page.config, page.pageOrigin, call.service, call.path), headersOf(headers))
    .then((response) => readAnswer(call, response.clone()))
    .then(
      (answer) => (answer.ok ? answer.value.result : undefined),
      () => undefined,
    );
}

/**
 * The login's parameters as the server wrote them into the page (`LOGIN_PARAMETERS_BLOCK_ID`) for `application`;
 * undefined when it wrote none (the nginx recipe, the dev server), wrote them for another application, or wrote
 * something that is not that block: the boot then asks for them as ever (`prefetchLoginParameters`).
 */
export function inlineLoginParameters(
  document: Document | undefined,
  application: string,
): readonly AppParameter[] | undefined {
  const text = document?.getElementById(LOGIN_PARAMETERS_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const block = v.safeParse(LoginParametersBlockSchema, json);
  return block.success && block.output.application === application ? block.output.parameters : undefined;
}

/** Runs the application-info machine's effects against the application service. */
export function applicationInfoEffects(
  runtime: SignInRuntime,
): EffectRunner<ApplicationInfoEvent, ApplicationInfoEffect> {
  const { env, client } = runtime;
  const appName = env.application;
  return (effect, dispatch) => {
    switch (effect.type) {
      case "fetchVersion": {
        const cached = env.sessionStorage.getItem(versionStorageKey);
        if (cached) {
          dispatch({ type: "versionLoaded", version: cached });
          return;
        }
        void client
          .call(Api.application.version, {
            headers: { appName, tenant: env.tenant, tenantLanguage: env.tenantLanguage },
          })
          .then((result) => {
            if (!result.ok) return dispatch({ type: "failed", query: "version", failure: result.failure });
            env.sessionStorage.setItem(versionStorageKey, result.value.result.version);
            dispatch({ type: "versionLoaded", version: result.value.result.version });
          });
        return;
      }
      case "fetchParameters":
        void client
          .call(Api.application.parameters, {
            headers: { appName, parameterType: effect.parameterType },
          })
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "parametersLoaded", parameters: result.value.result }
                : { type: "failed", query: "parameters", failure: result.failure },
            ),
          );
        return;
      case "fetchMaintenance":
        void client
          .call(Api.application.maintenance, { headers: { appName } })
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "maintenanceLoaded", answer: result.value.result }
                : { type: "failed", query: "maintenance", failure: result.failure },
            ),
          );
        return;
      case "fetchFreeTrial":
        void client
          .call(Api.application.freeTrial, { headers: { appName } })
          .then((result) =>
            dispatch(
              result.ok
                ? { type: "freeTrialLoaded", answer: result.value.result }
                : { type: "failed", query: "freeTrial", failure: result.failure },
            ),
          );
        return;
      case "log":
        console.error(effect.message);
        return;
    }
  };
}
