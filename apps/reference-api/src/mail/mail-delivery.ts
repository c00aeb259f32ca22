import type { Settings } from "../config.ts";
import type { Database } from "../db/database.ts";
import { type DeliveryStatus, DeliveryWorker, type OutboxBacklog } from "./delivery-worker.ts";

/** An instance's SMTP delivery, as a readiness check and the metrics see it. */
export interface MailDelivery {
  /** "Mail settings usable": the SMTP server answered the start's check or the last send. */
  status(): DeliveryStatus;
  /** The outbox's pending, retrying and given-up counts (all instances'). */
  backlog(): Promise<OutboxBacklog>;
  stop(): Promise<void>;
}

/** Starts this instance's delivery worker when SMTP_URL is set; without it nothing is sent (demo mode). */
export async function startMailDelivery(settings: Settings, db: Database): Promise<MailDelivery | undefined> {
  if (!settings.mail) return undefined;
  const worker = new DeliveryWorker(db, settings.mail);
  await worker.start();
  return {
    status: () => worker.deliveryStatus(),
    backlog: () => worker.backlog(),
    stop: () => worker.stop(),
  };
}
