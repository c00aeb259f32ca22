import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailableText } from "./app.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";
import { type PostgresServer, startPostgres } from "./testing/postgres-server.ts";
import { parsePrometheusText } from "./testing/prometheus-text.ts";

// GET /health/ready and the calls while PostgreSQL restarts, on a server of this file's own (the run's shared
// one must stay up for the other files).

let postgres: PostgresServer;
let api: TestApi;
beforeAll(async () => {
  postgres = await startPostgres();
  api = await TestApi.start({ database: await postgres.createDatabase(), settings: { metricsPort: 0 } });
}, startTimeout);
afterAll(async () => {
  await api?.close();
  await postgres?.stop();
});

const readiness = async () => {
  const answer = await fetch(`${api.url}/health/ready`);
  return { status: answer.status, body: (await answer.json()) as { status: string; checks: object } };
};

describe("readiness and calls while PostgreSQL is away", () => {
  it("is ready, then 503 naming the database while it is stopped, then ready again by itself once it is back", async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "ok", migrations: "ok" } },
    });
    expect((await fetch(`${api.url}/health/live`)).status).toBe(200);
    const token = await api.sessionOf("demo");
    const list = () => api.getAs(token, "/api/user/list", { pages: "0,10" });
    expect((await list()).status).toBe(200);

    await postgres.halt();
    const away = await readiness();
    expect(away.status).toBe(503);
    expect(away.body).toMatchObject({
      status: "not ready",
      checks: {
        database: expect.stringMatching(/^PostgreSQL at 127\.0\.0\.1:\d+ does not answer \(.+\)$/),
        migrations: expect.stringMatching(/^cannot be read/),
      },
    });
    // The process lives on, alive though not ready: a supervisor must not restart it for its database.
    expect((await fetch(`${api.url}/health/live`)).status).toBe(200);
    // Calls answer 503 JSON with Retry-After, whatever they needed of the database; never a stack trace.
    for (const answer of [await list(), await api.login("demo")]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(answer.body).toEqual({ responseCode: 503, information: databaseUnavailableText, result: null });
    }

    await postgres.resume();
    // Back within seconds of the database, with no restart of the API: the pool connects anew.
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000 }).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await api.login("demo")).status).toBe(200);
  });

  it("gauges the database pool's connections", async () => {
    const text = await (await fetch(api.server.metricsUrl ?? "")).text();
    const pool = parsePrometheusText(text).find((family) => family.name === "portal_db_pool_connections");
    expect(
      Object.fromEntries(pool?.samples.map((sample) => [sample.labels.state, sample.value]) ?? []),
    ).toEqual({
      total: expect.any(Number),
      idle: expect.any(Number),
      waiting: 0,
      max: 5,
    });
  });
});
