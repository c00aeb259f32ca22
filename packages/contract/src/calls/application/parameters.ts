import * as v from "valibot";
import { AppParameterSchema } from "../../application.ts";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";
import { optionalHeader, requiredText } from "../../fields.ts";

/** GET /api/application/GetParametersApp also takes `parameterType` (e.g. "login") to narrow the list. */
export const ParametersHeadersSchema = v.object({
  appName: requiredText(50),
  parameterType: optionalHeader(50),
});
export type ParametersHeaders = v.InferOutput<typeof ParametersHeadersSchema>;

/** GET /api/application/GetParametersApp. */
export const ParametersAnswerSchema = envelope(v.array(AppParameterSchema));
export type ParametersAnswer = v.InferOutput<typeof ParametersAnswerSchema>;

export const parameters = defineCall({
  service: "application",
  method: "GET",
  path: "/api/application/GetParametersApp",
  headers: ParametersHeadersSchema,
  answer: ParametersAnswerSchema,
});
