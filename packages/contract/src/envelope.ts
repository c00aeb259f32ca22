import * as v from "valibot";
import { ResponseCodeSchema } from "./codes.ts";

/**
 * The shape of every answer except login's (which is flat, see `LoginAnswerSchema`):
 *
 * ```json
 * { "responseCode": 200, "information": "texto para el usuario", "informationCode": "R21", "result": { ... } }
 * ```
 *
 * - `responseCode` repeats the HTTP status as a number.
 * - `information` is the human text (Spanish). Errors are read from it: show it, except on a 500.
 * - `informationCode` is a §8 code when a business rule decided the answer (R21, R22, R23, R101, ...).
 * - `result` is the call's data, `null` when it has none.
 *
 * Statuses: 200 the call did what was asked; 400 the input does not parse (missing, over-long or wrongly
 * typed fields, malformed JSON: `information` names the field) or a business rule refused it (with an
 * `informationCode`); 401 a missing, expired or superseded session token, or a refresh refused (R101);
 * 403 insufficient privileges; 404 an unknown path; 500 a fault (`information` is then generic).
 */
export function envelope<const TResult extends v.GenericSchema>(result: TResult) {
  return v.object({
    responseCode: v.nullish(v.number()),
    information: v.nullish(v.string()),
    informationCode: v.nullish(ResponseCodeSchema),
    result,
  });
}

/** Any answer read only for its status and texts: errors, and calls whose result the client ignores. */
export const InformationAnswerSchema = envelope(v.nullish(v.unknown()));
export type InformationAnswer = v.InferOutput<typeof InformationAnswerSchema>;

/** A failed call (400/401/403/404/500): read `information`, and `informationCode` when present. */
export const ErrorAnswerSchema = InformationAnswerSchema;
export type ErrorAnswer = InformationAnswer;
