import * as v from "valibot";
import { ApplicationHeadersSchema } from "../../application.ts";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";

/** GET /api/application/getVersionApp. */
export const VersionAnswerSchema = envelope(v.object({ version: v.string() }));
export type VersionAnswer = v.InferOutput<typeof VersionAnswerSchema>;

export const version = defineCall({
  service: "application",
  method: "GET",
  path: "/api/application/getVersionApp",
  headers: ApplicationHeadersSchema,
  answer: VersionAnswerSchema,
});
