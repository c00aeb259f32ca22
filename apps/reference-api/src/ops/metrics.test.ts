import { Hub } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { encrypted, startTimeout, TestApi } from "../testing/api-client.ts";
import { type Family, parsePrometheusText } from "../testing/prometheus-text.ts";

// GET /metrics: Prometheus text on a port of its own (REFERENCE_METRICS_PORT), never on the public one.

let api: TestApi;
let metricsUrl: string;
beforeAll(async () => {
  api = await TestApi.start({
    settings: { metricsPort: 0, throttle: { perIp: 1000, perAccount: 5, windowSeconds: 60 } },
  });
  metricsUrl = api.server.metricsUrl ?? "";
}, startTimeout);
afterAll(() => api?.close());

/** GET /metrics, parsed strictly: a line that is not Prometheus text fails the test. */
async function scrape(): Promise<Family[]> {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await answer.text());
}

/** The value of the sample `name` whose labels include `labels`; 0 when there is none. */
function sampleOf(families: Family[], name: string, labels: Record<string, string> = {}): number {
  const sample = families
    .flatMap((family) => family.samples)
    .find(
      (candidate) =>
        candidate.name === name &&
        Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
    );
  return sample?.value ?? 0;
}

describe("/metrics", () => {
  it("is read by a parser that refuses what is not Prometheus text", () => {
    const good = '# HELP up Whether.\n# TYPE up gauge\nup{job="a\\"b"} 1\n';
    expect(parsePrometheusText(good)).toEqual([
      {
        name: "up",
        type: "gauge",
        help: "Whether.",
        samples: [{ name: "up", labels: { job: 'a"b' }, value: 1 }],
      },
    ]);
    // prom-client writes NaN as "Nan", which Prometheus reads (Go's ParseFloat takes any case).
    expect(parsePrometheusText("# TYPE x gauge\nx Nan\n")[0]?.samples[0]?.value).toBeNaN();
    expect(() => parsePrometheusText("garbage line here {\n")).toThrow(/line 1/);
    expect(() => parsePrometheusText("# TYPE up gauge\nup{job=a} 1\n")).toThrow(/line 2/);
    expect(() => parsePrometheusText("# TYPE up gauge\ndown 1\n")).toThrow(/outside the family/);
  });

  it("is served on the metrics port only, never on the public one", async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(api.url).port);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/health/ready"))).status).toBe(404);
  });

  it("counts a sign-in by its code, wrong passwords, the lockout they cause and the throttled call after", async () => {
    const before = await scrape();
    expect(sampleOf(before, "portal_sign_ins_total", { code: "A10" })).toBe(0);
    expect((await api.login("demo")).status).toBe(200);
    const wrong = encrypted("Wrong!2026");
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await api.login("shared.two", wrong);
      codes.push(answer.status === 429 ? 429 : (answer.body as { informationCode: string }).informationCode);
    }
    // Three failures lock (R13 from the third), and the sixth call on the account is over its limit of 5.
    expect(codes).toEqual(["R11", "R11", "R13", "R13", "R13", 429]);

    const after = await scrape();
    expect(sampleOf(after, "portal_sign_ins_total", { code: "A10" })).toBe(1);
    expect(sampleOf(after, "portal_sign_ins_total", { code: "R11" })).toBe(2);
    expect(sampleOf(after, "portal_sign_ins_total", { code: "R13" })).toBe(3);
    expect(sampleOf(after, "portal_lockouts_total")).toBe(1);
    expect(sampleOf(after, "portal_throttled_calls_total", { call: "login" })).toBe(1);
    const login = { method: "POST", route: "/api/login" };
    expect(sampleOf(after, "portal_http_requests_total", { ...login, status: "200" })).toBe(1);
    expect(sampleOf(after, "portal_http_requests_total", { ...login, status: "400" })).toBe(5);
    expect(sampleOf(after, "portal_http_requests_total", { ...login, status: "429" })).toBe(1);
    expect(sampleOf(after, "portal_http_request_duration_seconds_count", { ...login, status: "200" })).toBe(
      1,
    );
    // The process's own figures come along.
    expect(sampleOf(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("gauges the hub connections this instance holds", async () => {
    const socket = new WebSocket(`${api.url.replace("http", "ws")}${Hub.path}`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    try {
      expect(sampleOf(await scrape(), "portal_hub_connections")).toBe(1);
    } finally {
      const closed = new Promise((resolve) => socket.once("close", resolve));
      socket.close();
      await closed;
    }
    await expect
      .poll(async () => sampleOf(await scrape(), "portal_hub_connections"), { timeout: 10_000 })
      .toBe(0);
  });
});
