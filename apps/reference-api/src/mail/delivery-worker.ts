import nodemailer from "nodemailer";
import type { Database } from "../db/database.ts";
import { OUTBOX_CHANNEL } from "../domain/outbox.ts";
import { describeSmtpUrl, type MailSettings } from "./mail-settings.ts";
import { describeFailure, failureKind, retryDelay } from "./smtp-failure.ts";

/** What a readiness check and the metrics read of an instance's delivery. */
export interface DeliveryStatus {
  /** Whether the SMTP server answered the last time it was asked (the start's check, then each send). */
  readonly usable: boolean;
  /** Why not, without secrets: the error and the server as `smtp://host:port`. */
  readonly problem: string | undefined;
  /**
   * The server refused the settings themselves (a 5xx to the greeting or the login: a wrong user or password, a
   * sender it will not take): no retry mends that, an operator must. A server that does not answer is an outage,
   * which the outbox rides out.
   */
  readonly settingsRefused: boolean;
  /** Since this instance started. */
  readonly sent: number;
  readonly temporaryFailures: number;
  readonly permanentFailures: number;
  readonly givenUp: number;
}

/** The outbox as a whole (every instance's): what waits, what is retrying, what was given up. */
export interface OutboxBacklog {
  readonly pending: number;
  /** Pending messages that failed at least once. */
  readonly retrying: number;
  readonly givenUp: number;
  /** Age of the oldest pending message, 0 when none. */
  readonly oldestPendingSeconds: number;
}

interface Claimed {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string | null;
  readonly attempts: number;
  readonly ageMs: number;
}

/** What a worker tells the rest of the instance: its log, and each delivery and failed attempt (for /metrics). */
export interface DeliveryHooks {
  readonly log?: { error(message: string): void };
  readonly delivered?: () => void;
  readonly failed?: () => void;
}

/** Messages a worker takes at once; each is sent on its own, so one refusal does not hold the others. */
const batchSize = 10;
/**
 * How long a claimed message is another instance's to leave alone: longer than one send can take (the timeouts
 * below add up to under a minute), so a message is sent once unless its instance died mid-send.
 */
const leaseSeconds = 120;

/**
 * One instance's delivery worker: it claims due messages with FOR UPDATE SKIP LOCKED (two instances never claim
 * the same one), sends each over SMTP and records the outcome: delivered, or retried with a growing delay, or given
 * up after the policy's bounded time. It wakes on the outbox's NOTIFY (sent when a message is committed), when a
 * retry is due, and at least every `pollMs`.
 */
export class DeliveryWorker {
  private readonly transport;
  private readonly domain: string;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private status: { -readonly [K in keyof DeliveryStatus]: DeliveryStatus[K] } = {
    usable: false,
    problem: "not checked yet",
    settingsRefused: false,
    sent: 0,
    temporaryFailures: 0,
    permanentFailures: 0,
    givenUp: 0,
  };

  constructor(
    private readonly db: Database,
    private readonly settings: MailSettings,
    private readonly hooks: DeliveryHooks = {},
  ) {
    this.transport = nodemailer.createTransport(
      {
        url: settings.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // Nodemailer's own logger stays off: it would print the messages, and their links are credentials.
        logger: false,
      },
      { from: settings.from },
    );
    this.domain = /@([^\s<>]+)>?\s*$/.exec(settings.from)?.[1] ?? "localhost";
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(OUTBOX_CHANNEL, () => this.wake());
    // Whether the settings are usable, for readiness: the server's greeting and, with a user, the login.
    this.transport.verify().then(
      () => this.markUsable(),
      (error: unknown) => this.markUnusable(error, failureKind(error) === "permanent"),
    );
    this.wake();
  }

  /** Runs a pass now, or right after the one under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) =>
        this.hooks.log?.error(`mail delivery: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else void this.scheduleNext();
      });
  }

  deliveryStatus(): DeliveryStatus {
    return { ...this.status };
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.db.query<{
      pending: string;
      retrying: string;
      givenUp: string;
      oldest: number | null;
    }>(
      `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS pending,
         count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL AND attempts > 0 AND last_error IS NOT NULL) AS retrying,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS "givenUp",
         extract(epoch FROM now() - min(queued_at) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL))::float8 AS oldest
       FROM outbox`,
    );
    return {
      pending: Number(row?.pending ?? 0),
      retrying: Number(row?.retrying ?? 0),
      givenUp: Number(row?.givenUp ?? 0),
      oldestPendingSeconds: Math.max(0, Math.round(row?.oldest ?? 0)),
    };
  }

  /** Stops waking, waits for the send under way, and closes the SMTP connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const claimed = await this.claim();
      for (const message of claimed) await this.deliver(message);
      if (claimed.length < batchSize) return;
    }
  }

  /** Claims due messages: a lease in next_attempt_at, taken on rows no other instance holds at that moment. */
  private claim(): Promise<Claimed[]> {
    return this.db.query<Claimed>(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM outbox
         WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient AS "to", subject, body AS "text", html, message_id AS "messageId", attempts,
         (extract(epoch FROM now() - queued_at) * 1000)::float8 AS "ageMs"`,
      [batchSize, leaseSeconds],
    );
  }

  private async deliver(message: Claimed): Promise<void> {
    try {
      await this.transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<${message.messageId ?? `outbox-${message.id}`}@${this.domain}>`,
      });
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    await this.db.query("UPDATE outbox SET delivered_at = now(), last_error = NULL WHERE id = $1", [
      message.id,
    ]);
    this.status.sent += 1;
    this.hooks.delivered?.();
    this.markUsable();
  }

  private async failed(message: Claimed, error: unknown): Promise<void> {
    const kind = failureKind(error);
    const { retry } = this.settings;
    const giveUpAfter = kind === "permanent" ? retry.permanentGiveUpMs : retry.temporaryGiveUpMs;
    const delay = retryDelay(message.attempts, retry.firstDelayMs, retry.maxDelayMs);
    const givingUp = message.ageMs + delay > giveUpAfter;
    if (kind === "permanent") this.status.permanentFailures += 1;
    else this.status.temporaryFailures += 1;
    if (givingUp) this.status.givenUp += 1;
    this.hooks.failed?.();
    // A refusal of one recipient says nothing of the server; no answer at all does.
    if (kind === "temporary" && (error as { responseCode?: number }).responseCode === undefined) {
      this.markUnusable(error);
    }
    await this.db.query(
      `UPDATE outbox SET last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3),
         failed_at = CASE WHEN $4 THEN now() END
       WHERE id = $1`,
      [message.id, `${kind}: ${describeFailure(error)}`, delay / 1000, givingUp],
    );
  }

  /** Sleeps until the next retry is due, or `pollMs` at most. */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const [row] = await this.db
      .query<{ wait: number | null }>(
        `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS wait FROM outbox
         WHERE delivered_at IS NULL AND failed_at IS NULL`,
      )
      .catch(() => [{ wait: null }]);
    const wait = row?.wait == null ? this.settings.pollMs : Math.min(this.settings.pollMs, row.wait);
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), Math.max(20, wait));
    this.timer.unref();
  }

  private markUsable(): void {
    this.status.usable = true;
    this.status.problem = undefined;
    this.status.settingsRefused = false;
  }

  private markUnusable(error: unknown, settingsRefused = false): void {
    this.status.usable = false;
    this.status.settingsRefused = settingsRefused;
    this.status.problem = `${describeSmtpUrl(this.settings.url)}: ${describeFailure(error)}`;
  }
}
