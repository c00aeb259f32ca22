import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The database pool's connections, as the pg Pool counts them (PGlite has none). */
export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * One API instance's Prometheus metrics, in a registry of its own (tests start many servers in one process).
 * Routes and domain code count through the methods; gauges read their source when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly durations: Histogram<"method" | "route" | "status">;
  private readonly signIns: Counter<"code">;
  private readonly lockouts: Counter;
  private readonly throttled: Counter<"call">;
  private readonly outboxFailures: Counter;
  private readonly outboxDelivered: Counter;
  private hubConnections: () => number = () => 0;
  private poolUse: () => PoolUse | undefined = () => undefined;
  private outboxWaiting: () => Promise<number | undefined> = async () => undefined;
  private defaultsOn = false;

  constructor() {
    const registers = [this.registry];
    this.requests = new Counter({
      name: "portal_http_requests_total",
      help: "HTTP requests answered, by method, route (the route's pattern, never the URL) and status.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.durations = new Histogram({
      name: "portal_http_request_duration_seconds",
      help: "Time from a request's arrival until its answer was ready, by method, route and status.",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.signIns = new Counter({
      name: "portal_sign_ins_total",
      help: "Answers of POST /api/Login by informationCode (A10 signed in, R11 wrong password, R13 locked, ...; none: a refusal without a code).",
      labelNames: ["code"],
      registers,
    });
    this.lockouts = new Counter({
      name: "portal_lockouts_total",
      help: "Accounts locked for REFERENCE_LOCK_SECONDS by their third wrong password.",
      registers,
    });
    this.throttled = new Counter({
      name: "portal_throttled_calls_total",
      help: "Calls refused with 429 by the per-address or per-account throttle, by kind of call.",
      labelNames: ["call"],
      registers,
    });
    const metrics = this;
    new Gauge({
      name: "portal_hub_connections",
      help: "Session hub WebSockets this instance holds.",
      registers,
      collect() {
        this.set(metrics.hubConnections());
      },
    });
    new Gauge({
      name: "portal_db_pool_connections",
      help: "PostgreSQL pool connections: total open, idle, requests waiting for one, and the pool's maximum.",
      labelNames: ["state"],
      registers,
      collect() {
        const use = metrics.poolUse();
        if (!use) return;
        for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, use[state]);
      },
    });
    new Gauge({
      name: "portal_outbox_backlog",
      help: "Emails waiting in the outbox to be delivered (every instance's outbox: one table).",
      registers,
      async collect() {
        const waiting = await metrics.outboxWaiting().catch(() => undefined);
        if (waiting !== undefined) this.set(waiting);
      },
    });
    this.outboxDelivered = new Counter({
      name: "portal_outbox_delivered_total",
      help: "Emails the outbox handed to the mail server.",
      registers,
    });
    this.outboxFailures = new Counter({
      name: "portal_outbox_delivery_failures_total",
      help: "Delivery attempts of outbox emails that failed (each retry counts).",
      registers,
    });
  }

  /** One answered request; `route` is the matched pattern, so the label's values stay few. */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: knownMethods.has(method) ? method : "OTHER", route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** A login's answer, by its informationCode. */
  signIn(code: string | null | undefined): void {
    this.signIns.inc({ code: code ?? "none" });
  }

  lockout(): void {
    this.lockouts.inc();
  }

  throttledCall(call: string): void {
    this.throttled.inc({ call });
  }

  /** The outbox's delivery, as its worker sees it: call these from wherever mail is sent. */
  readonly outbox = {
    delivered: () => this.outboxDelivered.inc(),
    deliveryFailed: () => this.outboxFailures.inc(),
  };

  /** Where the hub-connection gauge reads its value when scraped. */
  observeHubConnections(count: () => number): void {
    this.hubConnections = count;
  }

  /** Where the outbox backlog gauge reads its value when scraped. */
  observeOutboxBacklog(waiting: () => Promise<number>): void {
    this.outboxWaiting = waiting;
  }

  /** Where the pool gauge reads its value when scraped. */
  observePool(use: () => PoolUse | undefined): void {
    this.poolUse = use;
  }

  /**
   * The process's own figures too (memory, CPU, event-loop delay, GC): once, for the instance that exposes its
   * metrics (each call adds observers to the process, so tests that start many servers leave it off).
   */
  withProcessMetrics(): this {
    if (!this.defaultsOn) collectDefaultMetrics({ register: this.registry });
    this.defaultsOn = true;
    return this;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
