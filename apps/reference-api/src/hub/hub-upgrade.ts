import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { log, messageOf } from "../ops/logger.ts";
import { clientAddress, type TrustedProxies } from "../ops/trusted-proxies.ts";
import { type PublicOrigin, publicOriginOf } from "../public-origins.ts";
import type { SessionHub } from "./session-hub.ts";

/** The largest WebSocket message the hub takes: its messages are a handshake, pings and one small call. */
export const hubMaxMessageBytes = 4096;

export interface HubUpgradeOptions {
  readonly origins: readonly PublicOrigin[];
  /** Open hub connections one client address may hold (REFERENCE_HUB_CONNECTIONS_PER_IP). */
  readonly connectionsPerIp: number;
  /** Whose X-Forwarded-For names the client (REFERENCE_TRUSTED_PROXIES). */
  readonly trustedProxies: TrustedProxies;
}

const refuse = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);

/** Whether a browser's Origin header names one of the public origins (scheme included). */
function isPublicOrigin(origin: string, origins: readonly PublicOrigin[]): boolean {
  try {
    const url = new URL(origin);
    return publicOriginOf(url.host, origins) === `${url.protocol}//${url.host}`;
  } catch {
    return false;
  }
}

/**
 * The hub's WebSocket upgrades, outside Hono: the Host must be a public origin and a browser's Origin too
 * (another site's page cannot open the hub with the user's cookies or address), each address holds a limited
 * number of connections, and messages are capped at hubMaxMessageBytes.
 */
export function hubUpgrades(hub: SessionHub, options: HubUpgradeOptions) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: hubMaxMessageBytes });
  const perAddress = new Map<string, number>();
  let accepting = true;

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Shutting down: the client's reconnect goes through the proxy to another instance.
    if (!accepting) {
      refuse(socket, "503 Service Unavailable");
      return;
    }
    const { host, origin } = request.headers;
    // Non-browser clients send no Origin; browsers always do, so a foreign page is caught here.
    if (!publicOriginOf(host, options.origins) || (origin && !isPublicOrigin(origin, options.origins))) {
      refuse(socket, "403 Forbidden");
      return;
    }
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      options.trustedProxies,
    );
    if ((perAddress.get(address) ?? 0) >= options.connectionsPerIp) {
      refuse(socket, "429 Too Many Requests");
      return;
    }
    // Counted before the registry is asked, so a burst of upgrades cannot pass the limit while it answers.
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const release = () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    hub.claim(new URL(request.url ?? "/", "http://hub")).then(
      (connectionId) => {
        if (!connectionId) {
          release();
          refuse(socket, "404 Not Found");
          return;
        }
        sockets.handleUpgrade(request, socket, head, (ws) => {
          ws.on("close", release);
          hub.accept(ws, connectionId);
        });
      },
      (error: unknown) => {
        release();
        log.error(`hub: upgrade refused: ${messageOf(error)}`);
        refuse(socket, "503 Service Unavailable");
      },
    );
  };
  return {
    upgrade,
    /** Refuses further upgrades (503) from now on. */
    stopAccepting: () => {
      accepting = false;
    },
    close: () => sockets.close(),
  };
}
