import * as v from "valibot";
import { optionalHeader, requiredText } from "./fields.ts";

/** The headers of the application service: `appName` always; `tenant` and `tenantLanguage` for the version. */
export const ApplicationHeadersSchema = v.object({
  appName: requiredText(50),
  tenant: optionalHeader(50),
  tenantLanguage: optionalHeader(5),
});
export type ApplicationHeaders = v.InferOutput<typeof ApplicationHeadersSchema>;

/**
 * One application parameter. `parameterValue` is JSON text holding `{ type, value }`; read it with
 * `ParameterValueSchema` and accept the value only when its type is the one expected (spec §3).
 */
export const AppParameterSchema = v.object({
  parameterCode: v.string(),
  parameterValue: v.string(),
  parameterType: v.nullish(v.string()),
});
export type AppParameter = v.InferOutput<typeof AppParameterSchema>;

/** The parsed `parameterValue`: `type` is "boolean", "number" or "string". */
export const ParameterValueSchema = v.object({
  type: v.picklist(["boolean", "number", "string"]),
  value: v.union([v.boolean(), v.number(), v.string()]),
});
export type ParameterValue = v.InferOutput<typeof ParameterValueSchema>;

/** The parameter codes the reference API seeds; the portal reads `captchaApply`. */
export const ParameterCode = {
  captchaApply: "captchaApply",
  singleSession: "singleSession",
  passwordCreatedCountdown: "passwordCreatedCountdown",
} as const;

/** The parameter type the login's parameters (captchaApply, passwordCreatedCountdown) are filed under. */
export const loginParameterType = "login";

/**
 * The id of the JSON data block in which a server that knows the page's host writes the login's parameters into
 * the page itself (the reference API does; the nginx recipe cannot): the boot reads them there instead of asking
 * GetParametersApp, and the login draws its form without waiting on a call.
 */
export const LOGIN_PARAMETERS_BLOCK_ID = "gse-login-parameters";

/**
 * The id of the JSON data block that carries the page's brand headers (application, tenant) into its HTML: the
 * boot knows its brand without a HEAD of its own address, one round trip less.
 */
export const PAGE_HEADERS_BLOCK_ID = "gse-page-headers";

/**
 * That block's content: the application the parameters are for (lower case, as the host names it or the default
 * application) and what GetParametersApp answers for it with parameterType "login".
 */
export const LoginParametersBlockSchema = v.object({
  application: v.string(),
  parameters: v.array(AppParameterSchema),
});
export type LoginParametersBlock = v.InferOutput<typeof LoginParametersBlockSchema>;
