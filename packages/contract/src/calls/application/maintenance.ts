import * as v from "valibot";
import { ApplicationHeadersSchema } from "../../application.ts";
import { defineCall } from "../../call.ts";
import { envelope } from "../../envelope.ts";

/** GET /api/application/getMaintenanceWindow: when `isMaintenance`, the overlay shows `message`. */
export const MaintenanceAnswerSchema = envelope(
  v.object({ isMaintenance: v.boolean(), message: v.nullish(v.string()) }),
);
export type MaintenanceAnswer = v.InferOutput<typeof MaintenanceAnswerSchema>;

export const maintenance = defineCall({
  service: "application",
  method: "GET",
  path: "/api/application/getMaintenanceWindow",
  headers: ApplicationHeadersSchema,
  answer: MaintenanceAnswerSchema,
});
