import * as v from "valibot";
import { envelope } from "./envelope.ts";

export const FailedLoginInformationSchema = v.object({
  failedAttempts: v.number(),
  /** Seconds until the temporary lock (R13) ends. */
  lockTime: v.number(),
});
export type FailedLoginInformation = v.InferOutput<typeof FailedLoginInformationSchema>;

/**
 * The login answer (spec §3), flat rather than in the envelope. `responseCode` and `informationCode` both
 * carry the §8 code (A10 on success); when the input itself does not parse, the answer is the envelope
 * instead, with `responseCode` 400 and no code. Status 200 for A10, 400 for every refusal.
 */
export const LoginAnswerSchema = v.object({
  // Tolerant where the spec is silent: a code outside the catalogue is still an answer (its message is shown,
  // spec §8), and responseCode comes as a code or as the HTTP status, a number or a numeric string.
  responseCode: v.nullish(v.union([v.string(), v.number()])),
  informationCode: v.nullish(v.string()),
  information: v.nullish(v.string()),
  /** The HTTP status again, as a number. */
  code: v.nullish(v.number()),
  message: v.nullish(v.string()),
  url: v.nullish(v.string()),
  /** Where to go next: the landing page on A10, the change-password page on R18. */
  urlApp: v.nullish(v.string()),
  token: v.nullish(v.string()),
  refreshToken: v.nullish(v.string()),
  isBlocked: v.nullish(v.boolean()),
  messageParameter: v.nullish(v.union([v.string(), v.number()])),
  /** Seconds of the lock, as `failedLoginInformation.lockTime`. */
  blockingtime: v.nullish(v.number()),
  responseStat: v.nullish(v.string()),
  failedLoginInformation: v.nullish(FailedLoginInformationSchema),
  enterprises: v.nullish(v.array(v.looseObject({ id: v.union([v.string(), v.number()]), name: v.string() }))),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

/** The answer of refresh and GenerateTokens: the new pair. */
export const TokenPairAnswerSchema = envelope(v.object({ token: v.string(), refreshToken: v.string() }));
export type TokenPairAnswer = v.InferOutput<typeof TokenPairAnswerSchema>;
