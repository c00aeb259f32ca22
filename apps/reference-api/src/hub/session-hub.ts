import { randomBytes } from "node:crypto";
import { Hub } from "@gse/contract";
import type { WebSocket } from "ws";
import { log, messageOf } from "../ops/logger.ts";
import { type HubRegistry, MemoryHubRegistry } from "./hub-registry.ts";

/**
 * The single-session hub: a SignalR server for the JSON hub protocol over WebSockets, enough for
 * @microsoft/signalr's JavaScript client (negotiate v1, handshake, invocations, completions, pings, close).
 * Protocol: https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */

/** Every JSON hub message ends with this record separator. */
const RS = "\u001e";
const pingMs = 15_000;
/** The client pings every 15 s; silence for twice that means it is gone. */
const clientTimeoutMs = 30_000;
const negotiateTtlMs = 60_000;
/** What a connection may hold of an unfinished record: the hub's messages are small, so more is abuse. */
export const hubMaxBufferChars = 8192;

const MessageType = {
  invocation: 1,
  completion: 3,
  streamInvocation: 4,
  cancel: 5,
  ping: 6,
  close: 7,
} as const;

interface Connection {
  readonly socket: WebSocket;
  handshaken: boolean;
  buffer: string;
  lastSeen: number;
  readonly timer: NodeJS.Timeout;
}

const newId = () => randomBytes(16).toString("base64url");

/**
 * One instance's hub. What other instances must see (negotiated tokens, open connections, their sessions) is
 * in the registry; this instance holds its own sockets, and sends a notice to those of them it is told about.
 */
export class SessionHub {
  private readonly connections = new Map<string, Connection>();
  private stopListening: (() => Promise<void>) | undefined;
  /** Registry deletes under way, so close() can wait for them before the database closes. */
  private readonly forgotten = new Map<string, Promise<void>>();

  constructor(private readonly registry: HubRegistry = new MemoryHubRegistry()) {}

  /** Starts hearing the registry's announcements, from this instance and the others. */
  async listen(): Promise<void> {
    this.stopListening ??= await this.registry.listen((ids, message) => this.deliver(ids, message));
  }

  /** POST {hub}/negotiate: the client then opens the WebSocket with `?id=<connectionToken>`. */
  async negotiate() {
    const connectionId = newId();
    const connectionToken = newId();
    await this.registry.offer(connectionToken, connectionId, Date.now() + negotiateTtlMs);
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    };
  }

  /**
   * The connection id a WebSocket request may open, or undefined (answered 404): a negotiated token, or
   * none at all when the client skipped negotiation.
   */
  async claim(url: URL): Promise<string | undefined> {
    if (url.pathname.replace(/\/$/, "").toLowerCase() !== Hub.path.toLowerCase()) return undefined;
    const token = url.searchParams.get("id");
    if (token === null) {
      const connectionId = newId();
      await this.registry.opened(connectionId);
      return connectionId;
    }
    return this.registry.claim(token);
  }

  accept(socket: WebSocket, connectionId: string): void {
    const timer = setInterval(() => {
      if (Date.now() - connection.lastSeen > clientTimeoutMs) {
        this.closeConnection(
          connectionId,
          "Server timeout elapsed without receiving a message from the client.",
        );
      } else if (connection.handshaken) this.send(connection, { type: MessageType.ping });
    }, pingMs);
    timer.unref();
    const connection: Connection = { socket, handshaken: false, buffer: "", lastSeen: Date.now(), timer };
    this.connections.set(connectionId, connection);
    socket.on("message", (data) => {
      connection.lastSeen = Date.now();
      connection.buffer += data.toString();
      const records = connection.buffer.split(RS);
      connection.buffer = records.pop() ?? "";
      if (connection.buffer.length > hubMaxBufferChars) {
        this.closeConnection(connectionId, `A message was longer than ${hubMaxBufferChars} characters.`);
        return;
      }
      for (const record of records) this.receive(connectionId, connection, record);
    });
    socket.on("close", () => this.forget(connectionId));
    socket.on("error", () => this.forget(connectionId));
  }

  /**
   * Ties a connection to a sign-in session (POST /api/user/validatesession), whichever instance holds it;
   * false for a connection no instance has open.
   */
  bind(connectionId: string, sessionId: string): Promise<boolean> {
    return this.registry.bind(connectionId, sessionId);
  }

  /** Whether this instance holds the connection's socket (a deployment's tests ask which instance has a page's). */
  holds(connectionId: string): boolean {
    return this.connections.has(connectionId);
  }

  /** Pushes ReceiveSessionStatus to every connection of these sessions, on every instance. */
  notify(sessionIds: readonly string[], message: string): Promise<void> {
    return this.registry.announce(sessionIds, message);
  }

  /** How many hub connections this instance holds (the metrics' gauge). */
  get size(): number {
    return this.connections.size;
  }

  /**
   * Closes this instance's connections and waits until the registry forgot them. With `reconnect` (a graceful
   * shutdown) the close message allows a reconnect, which @microsoft/signalr's automatic reconnect takes: through
   * the proxy it lands on another instance, and the portal binds its session there again (validatesession).
   */
  async close(options: { readonly reconnect?: boolean } = {}): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    const ids = [...this.connections.keys()];
    for (const id of ids) {
      this.closeConnection(id, "Server is shutting down.", options.reconnect ?? false);
    }
    await Promise.all([...ids.map((id) => this.forgotten.get(id)), stop?.().catch(() => undefined)]);
  }

  /** An announcement: the connections named that this instance holds get the notice. */
  private deliver(connectionIds: readonly string[], message: string): void {
    for (const id of connectionIds) {
      const connection = this.connections.get(id);
      if (!connection) continue;
      this.send(connection, {
        type: MessageType.invocation,
        target: Hub.receiveSessionStatus,
        arguments: [message],
      });
    }
  }

  private receive(connectionId: string, connection: Connection, record: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(record);
    } catch {
      this.closeConnection(connectionId, "A message was not valid JSON.");
      return;
    }
    if (!connection.handshaken) {
      if (message.protocol !== "json" || message.version !== 1) {
        connection.socket.send(
          `${JSON.stringify({ error: `Only the json protocol, version 1, is supported.` })}${RS}`,
        );
        connection.socket.close();
        return;
      }
      connection.handshaken = true;
      connection.socket.send(`{}${RS}`);
      return;
    }
    if (message.type === MessageType.close) connection.socket.close();
    if (message.type === MessageType.invocation || message.type === MessageType.streamInvocation) {
      this.invoke(connectionId, connection, message);
    }
  }

  private invoke(connectionId: string, connection: Connection, message: Record<string, unknown>): void {
    const invocationId = typeof message.invocationId === "string" ? message.invocationId : undefined;
    if (invocationId === undefined) return;
    const target = String(message.target ?? "");
    // SignalR matches hub method names case-insensitively.
    if (
      message.type === MessageType.invocation &&
      target.toLowerCase() === Hub.getConnectionId.toLowerCase()
    ) {
      this.send(connection, { type: MessageType.completion, invocationId, result: connectionId });
    } else {
      this.send(connection, {
        type: MessageType.completion,
        invocationId,
        error: `Unknown hub method '${target}'; this hub has ${Hub.getConnectionId}.`,
      });
    }
  }

  private send(connection: Connection, message: object): void {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(`${JSON.stringify(message)}${RS}`);
    }
  }

  private closeConnection(connectionId: string, error: string, allowReconnect = false): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    this.send(connection, { type: MessageType.close, error, allowReconnect });
    connection.socket.close();
    this.forget(connectionId);
  }

  private forget(connectionId: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    clearInterval(connection.timer);
    this.connections.delete(connectionId);
    const forgotten = this.registry
      .closed(connectionId)
      .catch((error: unknown) => {
        log.error(`hub: connection ${connectionId} stays registered: ${messageOf(error)}`);
      })
      .finally(() => this.forgotten.delete(connectionId));
    this.forgotten.set(connectionId, forgotten);
  }
}
