import * as v from "valibot";
import { ApplicationHeadersSchema } from "../../application.ts";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";

/** GET /api/application/isFreeTrial: the Prueba Gratis link of the classic login. */
export const FreeTrialAnswerSchema = envelope(
  v.object({
    isFreeTrial: v.boolean(),
    urlFreeTrial: v.nullish(v.string()),
    codeFreeTrial: v.nullish(v.string()),
  }),
);
export type FreeTrialAnswer = v.InferOutput<typeof FreeTrialAnswerSchema>;

export const freeTrial = defineCall({
  service: "application",
  method: "GET",
  path: "/api/application/isFreeTrial",
  headers: ApplicationHeadersSchema,
  answer: FreeTrialAnswerSchema,
});
