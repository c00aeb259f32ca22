import { type AppParameter, ParameterCode, ParameterValueSchema } from "@gse/contract";
import * as v from "valibot";

/** The login's parameter type, as the contract has it for the reference API too. */
export { loginParameterType } from "@gse/contract";

/** The value types a parameter may declare. */
export type ParameterType = "boolean" | "number" | "string";
type ValueOf<T extends ParameterType> = T extends "boolean" ? boolean : T extends "number" ? number : string;

/**
 * The value of one application parameter, accepted only when its declared type is the one expected and the
 * value really is of that type (spec §3); undefined when absent, unreadable or of another type.
 */
export function parameterValue<T extends ParameterType>(
  parameters: readonly AppParameter[],
  code: string,
  type: T,
): ValueOf<T> | undefined {
  const parameter = parameters.find((entry) => entry.parameterCode === code);
  if (!parameter) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(parameter.parameterValue);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(ParameterValueSchema, json);
  if (!parsed.success || parsed.output.type !== type || typeof parsed.output.value !== type) return undefined;
  return parsed.output.value as ValueOf<T>;
}

/** How a brand asks for the captcha (brand-kit `behaviour.captcha`). */
export type CaptchaMode = "on" | "off" | "server";

/** The parameters as far as they are known: undefined while loading, null when they could not be had. */
export type KnownParameters = readonly AppParameter[] | null | undefined;

/**
 * Whether the login asks for a captcha (spec §9): "on" and "off" decide alone; "server" follows the boolean
 * parameter captchaApply, which is off when missing, of another type or unavailable. Undefined while unknown.
 */
export function captchaDecision(mode: CaptchaMode, parameters: KnownParameters): boolean | undefined {
  if (mode === "on") return true;
  if (mode === "off") return false;
  if (parameters === undefined) return undefined;
  return parameterValue(parameters ?? [], ParameterCode.captchaApply, "boolean") ?? false;
}
