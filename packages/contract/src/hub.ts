import * as v from "valibot";

/**
 * The single-session hub (SignalR, JSON protocol). After sign-in the client connects, invokes
 * `GetConnectionId`, then POSTs /api/user/validatesession with that id; when the same user signs in again
 * elsewhere in an application that allows one session, the older connection receives `ReceiveSessionStatus`.
 */
export const Hub = {
  path: "/api/connections/session",
  /** Server method; no arguments; returns the connection id (a string). */
  getConnectionId: "GetConnectionId",
  /** Client event; one argument, `SessionStatusSchema`. */
  receiveSessionStatus: "ReceiveSessionStatus",
} as const;

export const ConnectionIdSchema = v.pipe(v.string(), v.nonEmpty());

/** The message of `ReceiveSessionStatus`: the text the non-closable alert shows. */
export const SessionStatusSchema = v.string();
export type SessionStatus = v.InferOutput<typeof SessionStatusSchema>;
