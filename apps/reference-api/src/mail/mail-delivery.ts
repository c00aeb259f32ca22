import type { Settings } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Readiness } from "../ops/health.ts";
import type { Logger } from "../ops/logger.ts";
import type { Metrics } from "../ops/metrics.ts";
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
export async function startMailDelivery(
  settings: Settings,
  db: Database,
  instance: { readonly log?: Logger; readonly metrics?: Metrics } = {},
): Promise<MailDelivery | undefined> {
  if (!settings.mail) return undefined;
  const { log, metrics } = instance;
  const worker = new DeliveryWorker(db, settings.mail, {
    ...(log ? { log } : {}),
    ...(metrics ? { delivered: metrics.outbox.delivered, failed: metrics.outbox.deliveryFailed } : {}),
  });
  await worker.start();
  return {
    status: () => worker.deliveryStatus(),
    backlog: () => worker.backlog(),
    stop: () => worker.stop(),
  };
}

/**
 * Readiness and the backlog gauge for an instance that delivers mail. Not ready only while the SMTP server refuses
 * the settings themselves (wrong login, refused sender): an operator's fix. A server that does not answer leaves the
 * instance ready, since the outbox keeps every message until it is back; taking every instance out of the balancer
 * for a mail outage would stop sign-ins too. /metrics shows the backlog either way.
 */
export function registerMailChecks(readiness: Readiness, metrics: Metrics, mail: MailDelivery): void {
  readiness.register("mail", async () => {
    const status = mail.status();
    if (status.settingsRefused) throw new Error(`the SMTP server refuses the settings (${status.problem})`);
  });
  metrics.observeOutboxBacklog(async () => (await mail.backlog()).pending);
}
