import { Hub, LoginAnswerSchema } from "@gse/contract";
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from "@microsoft/signalr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTimeout, TestApi } from "./testing/api-client.ts";

let api: TestApi;
const open: HubConnection[] = [];
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await api?.close();
});

async function signIn(app = "suite"): Promise<string> {
  return api.read(LoginAnswerSchema, await api.login("demo", undefined, app)).token ?? "";
}

/**
 * The client's options. Node 20 has no WebSocket global: the client's CommonJS build requires `ws` itself,
 * its ES build cannot, so `ws` is handed over explicitly (an option the client reads but does not type).
 */
const options: IHttpConnectionOptions & { WebSocket: typeof WebSocket } = {
  transport: HttpTransportType.WebSockets,
  WebSocket,
};

/** A hub connection with the real @microsoft/signalr client. */
async function connect(onStatus: (message: string) => void = () => undefined): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${api.url}${Hub.path}`, options)
    .configureLogging(LogLevel.None)
    .build();
  connection.on(Hub.receiveSessionStatus, onStatus);
  await connection.start();
  open.push(connection);
  return connection;
}

const validateSession = (token: string, connectionId: string) =>
  api.post("/api/user/validatesession", {}, { Authorization: `Bearer ${token}`, connectionId });

describe("the single-session hub at /api/connections/session", () => {
  it("connects with @microsoft/signalr and answers GetConnectionId", async () => {
    const connection = await connect();
    const connectionId = await connection.invoke<string>(Hub.getConnectionId);
    expect(connectionId).toMatch(/^[\w-]{10,}$/);
    expect((await validateSession(await signIn(), connectionId)).status).toBe(200);
  });

  it("pushes ReceiveSessionStatus to the older page when the user signs in again, whose session then answers 401", async () => {
    const firstToken = await signIn("payroll");
    let received: (message: string) => void = () => undefined;
    const status = new Promise<string>((resolve) => {
      received = resolve;
    });
    const connection = await connect((message) => received(message));
    const connectionId = await connection.invoke<string>(Hub.getConnectionId);
    expect((await validateSession(firstToken, connectionId)).status).toBe(200);

    const secondToken = await signIn("payroll");
    expect(await status).toContain("otro dispositivo");
    expect((await validateSession(firstToken, connectionId)).status).toBe(401);

    const other = await connect();
    expect((await validateSession(secondToken, await other.invoke<string>(Hub.getConnectionId))).status).toBe(
      200,
    );
  });

  it("does not end a session in another application", async () => {
    const suiteToken = await signIn("suite");
    const connection = await connect();
    const connectionId = await connection.invoke<string>(Hub.getConnectionId);
    await signIn("license");
    expect((await validateSession(suiteToken, connectionId)).status).toBe(200);
  });

  it("refuses validatesession for a connection id the hub does not have", async () => {
    const answer = await validateSession(await signIn(), "nope");
    expect(answer.status).toBe(400);
    expect((answer.body as { information: string }).information).toContain("header connectionId");
  });

  it("speaks the JSON protocol: handshake, 0x1E separators, and an error completion for an unknown method", async () => {
    const negotiate = (await api.post(`${Hub.path}/negotiate?negotiateVersion=1`, "")).body as {
      connectionToken: string;
      availableTransports: { transport: string }[];
    };
    expect(negotiate.availableTransports.map((t) => t.transport)).toEqual(["WebSockets"]);
    const socket = new WebSocket(
      `${api.url.replace("http", "ws")}${Hub.path}?id=${negotiate.connectionToken}`,
    );
    const records: string[] = [];
    const next = () =>
      new Promise<string>((resolve) => {
        socket.once("message", (data) => resolve(data.toString()));
      });
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send('{"protocol":"json","version":1}\u001e');
    records.push(await next());
    socket.send('{"type":1,"invocationId":"1","target":"Nope","arguments":[]}\u001e');
    records.push(await next());
    socket.close();
    expect(records[0]).toBe("{}\u001e");
    expect(JSON.parse(records[1]?.replace("\u001e", "") ?? "")).toMatchObject({ type: 3, invocationId: "1" });
    expect(records[1]).toContain("Unknown hub method 'Nope'");
  });

  it("answers 404 to a WebSocket with a connection token it never negotiated", async () => {
    const socket = new WebSocket(`${api.url.replace("http", "ws")}${Hub.path}?id=forged`);
    const status = await new Promise<number>((resolve) => {
      socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    });
    expect(status).toBe(404);
  });
});
