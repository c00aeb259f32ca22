import { Hub } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { hubMaxMessageBytes } from "./hub/hub-upgrade.ts";
import { hubMaxBufferChars } from "./hub/session-hub.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The hub's WebSocket, open to any page, takes small messages, caps what it buffers, checks the Origin and
// limits the connections one address holds.

let api: TestApi;
beforeAll(async () => {
  // This test's own address is a trusted proxy: a connection without X-Forwarded-For counts as from 127.0.0.1.
  api = await TestApi.start({ settings: { hubConnectionsPerIp: 2, trustedProxies: ["127.0.0.1"] } });
}, startTimeout);
afterAll(() => api?.close());

const hubUrl = () => `${api.url.replace("http", "ws")}${Hub.path}`;

/** Opens a socket; answers it once open, or the status the server refused the upgrade with. */
function open(headers: Record<string, string> = {}) {
  const socket = new WebSocket(hubUrl(), { headers });
  return new Promise<{ socket: WebSocket; status: number }>((resolve) => {
    socket.once("open", () => resolve({ socket, status: 101 }));
    socket.once("unexpected-response", (_request, response) =>
      resolve({ socket, status: response.statusCode ?? 0 }),
    );
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

describe("the hub's WebSocket limits", () => {
  it("refuses an upgrade from a page on another origin, and takes one from a public origin", async () => {
    expect((await open({ origin: "https://attacker.example" })).status).toBe(403);
    const own = await open({ origin: api.url });
    expect(own.status).toBe(101);
    own.socket.close();
    await closed(own.socket);
  });

  it("limits the connections one address holds", async () => {
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([101, 101]);
    expect((await open()).status).toBe(429);
    first.socket.close();
    await closed(first.socket);
    const again = await open();
    expect(again.status).toBe(101);
    for (const socket of [second.socket, again.socket]) {
      socket.close();
      await closed(socket);
    }
  });

  it("counts behind a trusted proxy by the client address the proxy forwards", async () => {
    const from = (client: string) => open({ "x-forwarded-for": client });
    const first = await from("198.51.100.1");
    const second = await from("198.51.100.1");
    expect([first.status, second.status]).toEqual([101, 101]);
    expect((await from("198.51.100.1")).status).toBe(429);
    const other = await from("198.51.100.2");
    expect(other.status).toBe(101);
    for (const socket of [first.socket, second.socket, other.socket]) {
      socket.close();
      await closed(socket);
    }
  });

  it("closes a connection that sends a message above the maximum size", async () => {
    const { socket } = await open();
    const code = closed(socket);
    socket.send("x".repeat(hubMaxMessageBytes + 1));
    expect(await code).toBe(1009);
  });

  it("closes a connection whose unfinished record outgrows the buffer cap", async () => {
    const { socket } = await open();
    const code = closed(socket);
    for (let sent = 0; sent <= hubMaxBufferChars / 4000; sent++) socket.send("y".repeat(4000));
    expect(await code).not.toBe(1009);
  });
});
