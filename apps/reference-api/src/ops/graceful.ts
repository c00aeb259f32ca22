import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface DrainResult {
  /** Connections still open when the grace ran out, cut with whatever they were doing. */
  readonly cut: number;
}

export interface Drainable {
  /**
   * Stops taking connections, lets the requests in flight finish and answers each further request on an open
   * keep-alive connection with `Connection: close`; resolves once every connection has closed, or after
   * `graceMs` with the rest cut.
   */
  drain(graceMs: number): Promise<DrainResult>;
}

/**
 * An idle keep-alive connection is left this long for its proxy to use it (that request is answered, then the
 * connection closes) before it is closed: a proxy may have just picked it, and a request written onto a
 * connection as it closes fails (nginx retries no POST). Under load a proxy's connections are busy long before.
 */
const idleLingerMs = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tracks an HTTP server's connections and requests so it can stop without failing one: Node's own
 * server.close() closes idle keep-alive connections at once, which a proxy may be writing a request onto.
 * Upgraded connections (the hub's WebSockets) are not tracked here: the hub closes them itself.
 */
export function drainable(server: Server): Drainable {
  const sockets = new Map<Socket, { inFlight: number; idleSince: number }>();
  const responses = new Set<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { inFlight: 0, idleSince: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("upgrade", (request: IncomingMessage) => sockets.delete(request.socket));
  // First, so the header is set before the app's listener can start its answer.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const state = sockets.get(request.socket);
    if (state) state.inFlight += 1;
    responses.add(response);
    if (draining) response.setHeader("Connection", "close");
    response.once("close", () => {
      responses.delete(response);
      if (state) {
        state.inFlight -= 1;
        state.idleSince = Date.now();
      }
    });
  });

  return {
    async drain(graceMs) {
      draining = true;
      const started = Date.now();
      // net.Server's close: stop listening, and leave the open connections to finish (see above).
      NetServer.prototype.close.call(server);
      for (const response of responses) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      const deadline = Date.now() + graceMs;
      while (sockets.size > 0 && Date.now() < deadline) {
        for (const [socket, state] of sockets) {
          const idleFor = Date.now() - Math.max(state.idleSince, started);
          if (state.inFlight === 0 && idleFor >= idleLingerMs) socket.destroy();
        }
        await sleep(50);
      }
      const cut = sockets.size;
      for (const socket of sockets.keys()) socket.destroy();
      return { cut };
    },
  };
}
