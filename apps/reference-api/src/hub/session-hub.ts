import { randomBytes } from "node:crypto";
import { Hub } from "@gse/contract";
import type { WebSocket } from "ws";

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
/** What a connection may hold of an unfinished record: the hub's messages are small (issue 19). */
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
  sessionId?: string;
  readonly timer: NodeJS.Timeout;
}

const newId = () => randomBytes(16).toString("base64url");

export class SessionHub {
  private readonly pending = new Map<string, { connectionId: string; expires: number }>();
  private readonly connections = new Map<string, Connection>();

  /** POST {hub}/negotiate: the client then opens the WebSocket with `?id=<connectionToken>`. */
  negotiate() {
    const now = Date.now();
    for (const [token, entry] of this.pending) if (entry.expires < now) this.pending.delete(token);
    const connectionId = newId();
    const connectionToken = newId();
    this.pending.set(connectionToken, { connectionId, expires: now + negotiateTtlMs });
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
  claim(url: URL): string | undefined {
    if (url.pathname.replace(/\/$/, "").toLowerCase() !== Hub.path.toLowerCase()) return undefined;
    const token = url.searchParams.get("id");
    if (token === null) return newId();
    const entry = this.pending.get(token);
    this.pending.delete(token);
    return entry && entry.expires >= Date.now() ? entry.connectionId : undefined;
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

  /** Ties a connection to a sign-in session (POST /api/user/validatesession); false for an unknown connection. */
  bind(connectionId: string, sessionId: string): boolean {
    const connection = this.connections.get(connectionId);
    if (!connection) return false;
    connection.sessionId = sessionId;
    return true;
  }

  /** Pushes ReceiveSessionStatus to every connection of these sessions; answers how many received it. */
  notify(sessionIds: readonly string[], message: string): number {
    let sent = 0;
    for (const connection of this.connections.values()) {
      if (connection.sessionId && sessionIds.includes(connection.sessionId)) {
        this.send(connection, {
          type: MessageType.invocation,
          target: Hub.receiveSessionStatus,
          arguments: [message],
        });
        sent += 1;
      }
    }
    return sent;
  }

  close(): void {
    for (const id of [...this.connections.keys()]) this.closeConnection(id, "Server is shutting down.");
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

  private closeConnection(connectionId: string, error: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    this.send(connection, { type: MessageType.close, error, allowReconnect: false });
    connection.socket.close();
    this.forget(connectionId);
  }

  private forget(connectionId: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    clearInterval(connection.timer);
    this.connections.delete(connectionId);
  }
}
