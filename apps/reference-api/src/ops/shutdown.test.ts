import { Agent, request } from "node:http";
import { connect } from "node:net";
import { Hub } from "@gse/contract";
import { HttpTransportType, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO, startTimeout, TestApi } from "../testing/api-client.ts";

// A SIGTERM's shutdown (main.ts calls RunningServer.shutdown): not ready, no new connection, the requests in
// flight finished, hub pages told to reconnect (through the proxy, to another instance).

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);

/** A GET on one kept-alive connection, so a request after the shutdown began still reaches the server. */
function get(agent: Agent, path: string): Promise<{ status: number; connection: string; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${api.url}${path}`, { agent }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection ?? "", body }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}

describe("a graceful shutdown", () => {
  it("finishes the request in flight, answers on open connections with Connection: close, takes no new one, and tells hub pages to reconnect", async () => {
    const { port } = new URL(api.url);
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(kept, "/health/ready")).status).toBe(200);

    const hub = new HubConnectionBuilder()
      .withUrl(`${api.url}${Hub.path}`, { transport: HttpTransportType.WebSockets, WebSocket } as object)
      .withAutomaticReconnect([60_000])
      .configureLogging(LogLevel.None)
      .build();
    const reconnecting = new Promise<string>((resolve) =>
      hub.onreconnecting((error) => resolve(String(error))),
    );
    const closed = new Promise<string>((resolve) =>
      hub.onclose((error) => resolve(`closed: ${String(error)}`)),
    );
    await hub.start();

    // A sign-in whose body is still arriving when the shutdown begins.
    const body = JSON.stringify({ user: "demo", password: DEMO, appname: "suite", TypeDeviceId: 2 });
    const slow = connect(Number(port), "127.0.0.1");
    let raw = "";
    slow.on("data", (chunk) => {
      raw += chunk;
    });
    const ended = new Promise((resolve) => slow.on("close", resolve));
    await new Promise((resolve) => slow.once("connect", resolve));
    slow.write(
      `POST /api/Login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopping = api.server.shutdown();

    // Not ready any more, said on a connection that was open already, which then closes.
    const ready = await get(kept, "/health/ready");
    expect(ready).toMatchObject({ status: 503, connection: "close" });
    expect(JSON.parse(ready.body).checks).toMatchObject({ shutdown: "the instance is shutting down" });
    // No new connection.
    await expect(get(new Agent(), "/api/health")).rejects.toThrow(/ECONNREFUSED/);
    // The hub page is told to reconnect (SignalR's allowReconnect), not closed for good.
    expect(await Promise.race([reconnecting, closed])).toBe(
      "Error: Server returned an error on close: Server is shutting down.",
    );

    slow.write(body.slice(20));
    await ended;
    const [head = "", answer = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(head.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(answer)).toMatchObject({ informationCode: "A10" });

    expect(await stopping).toEqual({ cut: 0 });
    await hub.stop();
  });
});
