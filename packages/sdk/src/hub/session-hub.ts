import { Api, ConnectionIdSchema, Hub, SessionStatusSchema } from "@gse/contract";
import * as v from "valibot";
import { sessionEndedState } from "../navigation/navigation-state.ts";
import type { SignInRuntime } from "../runtime.ts";

/** The part of a SignalR hub connection the single-session check uses. */
export interface HubConnectionLike {
  on(event: string, handler: (...args: unknown[]) => void): void;
  onreconnected(handler: () => void): void;
  start(): Promise<void>;
  invoke(method: string): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Opens the hub at `url`. No access token goes with it: SignalR would put it in the WebSocket URL's query,
 * where proxies and server logs keep it; the session is bound through validatesession instead.
 */
export type HubConnector = (url: string) => Promise<HubConnectionLike>;

/** Spec §9: the session-status alert hides itself after 7000 ms. */
export const sessionStatusAutoHideMs = 7000;

/** @microsoft/signalr is loaded here, after sign-in, never with the login page. */
export const signalrConnector: HubConnector = async (url) => {
  const signalr = await import("@microsoft/signalr");
  return new signalr.HubConnectionBuilder()
    .withUrl(url)
    .withAutomaticReconnect()
    .configureLogging(signalr.LogLevel.Warning)
    .build() as HubConnectionLike;
};

/**
 * The single session of spec §4: connects to the hub (without the token), and on `ReceiveSessionStatus` shows the non-closable
 * alert whose accept clears storage and goes to /, where the session-ended screen says so. After each
 * (re)connection the session is validated with the connection id; a 401 there means another session took over:
 * storage cleared, go to / (the same screen).
 * Resolves with a function that closes the connection.
 */
export async function startSessionHub(
  runtime: SignInRuntime,
  connect: HubConnector = signalrConnector,
): Promise<() => Promise<void>> {
  const { env, session, notices } = runtime;
  const endSession = () => {
    session.getState().clearStorage();
    env.navigate("/", sessionEndedState("session"));
  };
  const base = env.config.hubUrl.startsWith("/") ? env.pageOrigin : "";
  const connection = await connect(`${base}${env.config.hubUrl || Hub.path}`);

  connection.on(Hub.receiveSessionStatus, (message) => {
    const parsed = v.safeParse(SessionStatusSchema, message);
    notices.getState().show(
      {
        kind: "sessionStatus",
        message: parsed.success ? parsed.output : "",
        autoHideMs: sessionStatusAutoHideMs,
      },
      endSession,
    );
  });

  const validate = async () => {
    const id = v.safeParse(ConnectionIdSchema, await connection.invoke(Hub.getConnectionId));
    if (!id.success) return;
    const token = session.getState().token;
    // Signed out meanwhile: there is no session to bind, and nothing to end.
    if (!token) return;
    const result = await runtime.client.call(Api.authentication.validateSession, {
      headers: { connectionId: id.output, Authorization: `Bearer ${token}` },
    });
    if (!result.ok && result.failure.kind === "refused" && result.failure.status === 401) endSession();
  };
  connection.onreconnected(() => void validate());
  await connection.start();
  await validate();
  return () => connection.stop();
}
