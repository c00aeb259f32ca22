import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { MemoryHubRegistry } from "./hub-registry.ts";
import { SessionHub } from "./session-hub.ts";

const RS = "\u001e";

/** Just what the hub uses of a ws socket: messages in, frames out, close. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: unknown[] = [];
  send(frame: string) {
    for (const record of frame.split(RS).filter(Boolean)) this.sent.push(JSON.parse(record));
  }
  close() {
    this.readyState = 3;
    this.emit("close");
  }
  receive(...messages: object[]) {
    this.emit("message", Buffer.from(messages.map((m) => `${JSON.stringify(m)}${RS}`).join("")));
  }
}

async function open(hub: SessionHub) {
  const { connectionToken } = await hub.negotiate();
  const connectionId =
    (await hub.claim(new URL(`http://hub/api/connections/session?id=${connectionToken}`))) ?? "";
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, connectionId);
  socket.receive({ protocol: "json", version: 1 });
  return { socket, connectionId };
}

describe("the session hub's keep-alive (SignalR JSON protocol)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the handshake with an empty record, then pings every 15 seconds", async () => {
    const hub = new SessionHub();
    const { socket } = await open(hub);
    expect(socket.sent).toEqual([{}]);
    vi.advanceTimersByTime(15_000);
    socket.receive({ type: 6 });
    vi.advanceTimersByTime(15_000);
    expect(socket.sent).toEqual([{}, { type: 6 }, { type: 6 }]);
    await hub.close();
  });

  it("closes a connection that sent nothing for 30 seconds", async () => {
    const hub = new SessionHub();
    const { socket } = await open(hub);
    vi.advanceTimersByTime(45_000);
    expect(socket.sent.at(-1)).toMatchObject({ type: 7, error: expect.stringContaining("Server timeout") });
    expect(socket.readyState).toBe(3);
  });

  it("keeps a connection whose client pings", async () => {
    const hub = new SessionHub();
    const { socket } = await open(hub);
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(15_000);
      socket.receive({ type: 6 });
    }
    expect(socket.readyState).toBe(1);
    await hub.close();
  });

  it("refuses a connection token used twice or never negotiated, and an unknown path", async () => {
    const hub = new SessionHub();
    const { connectionToken } = await hub.negotiate();
    const url = new URL(`http://hub/api/connections/session?id=${connectionToken}`);
    expect(await hub.claim(url)).toEqual(expect.any(String));
    expect(await hub.claim(url)).toBeUndefined();
    expect(
      await hub.claim(new URL("http://hub/api/connections/session?id=never-negotiated")),
    ).toBeUndefined();
    expect(await hub.claim(new URL("http://hub/api/connections/other"))).toBeUndefined();
  });

  it("sends ReceiveSessionStatus only to connections bound to the superseded sessions", async () => {
    const hub = new SessionHub();
    await hub.listen();
    const older = await open(hub);
    const newer = await open(hub);
    expect(await hub.bind(older.connectionId, "session-1")).toBe(true);
    expect(await hub.bind(newer.connectionId, "session-2")).toBe(true);
    expect(await hub.bind("never-opened", "session-2")).toBe(false);
    await hub.notify(["session-1"], "cerrada");
    expect(older.socket.sent.at(-1)).toEqual({
      type: 1,
      target: "ReceiveSessionStatus",
      arguments: ["cerrada"],
    });
    expect(newer.socket.sent).toEqual([{}]);
    await hub.close();
  });

  it("tells which of two instances holds a connection's socket, until the socket closes", async () => {
    const registry = new MemoryHubRegistry();
    const [first, second] = [new SessionHub(registry), new SessionHub(registry)];
    const { socket, connectionId } = await open(second);
    expect([first.holds(connectionId), second.holds(connectionId)]).toEqual([false, true]);
    socket.close();
    expect(second.holds(connectionId)).toBe(false);
  });
});
