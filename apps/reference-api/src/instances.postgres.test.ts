import { Hub, LoginAnswerSchema, TokenPairAnswerSchema } from "@gse/contract";
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { encrypted, startTimeout, TestApi, testDatabase } from "./testing/api-client.ts";

// Two API instances on one PostgreSQL server, as a deployment runs them (the api-postgres project only:
// PGlite has one writer). Both sign with one JWT secret, as every instance of a deployment must
// (REFERENCE_JWT_SECRET).

let one: TestApi;
let two: TestApi;
const hubs: HubConnection[] = [];
beforeAll(async () => {
  const database = await testDatabase();
  expect(database).toMatch(/^postgres:\/\//);
  const jwtSecret = new TextEncoder().encode("two instances, one secret");
  // Started together: the startup lock makes one migrate and seed while the other waits.
  [one, two] = await Promise.all([
    TestApi.start({ database, settings: { jwtSecret } }),
    TestApi.start({ database, settings: { jwtSecret } }),
  ]);
}, startTimeout);
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await Promise.all([one?.close(), two?.close()]);
});

async function connectHub(api: TestApi, onStatus: (message: string) => void): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${api.url}${Hub.path}`, { transport: HttpTransportType.WebSockets, WebSocket } as object)
    .configureLogging(LogLevel.None)
    .build();
  connection.on(Hub.receiveSessionStatus, onStatus);
  await connection.start();
  hubs.push(connection);
  return connection;
}

describe("two API instances on one PostgreSQL", () => {
  it("counts exactly three failures, then the lock, when 50 wrong passwords arrive at once over both", async () => {
    const wrong = encrypted("Wrong!2026");
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? one : two).login("shared.two", wrong)),
    );
    const codes = answers.map((answer) => one.read(LoginAnswerSchema, answer).informationCode);
    expect(codes.filter((code) => code === "R11")).toHaveLength(2);
    expect(codes.filter((code) => code === "R13")).toHaveLength(48);
    expect(
      answers.filter(
        (answer) =>
          answer.status === 400 &&
          one.read(LoginAnswerSchema, answer).failedLoginInformation?.failedAttempts === 3,
      ),
    ).toHaveLength(48);
  });

  it("refuses on one instance a refresh token already rotated on the other", async () => {
    const login = one.read(LoginAnswerSchema, await one.login("demo"));
    const refresh = (api: TestApi, token: string) =>
      api.post("/api/Login/RefreshToken", { RefreshToken: token, UserName: "demo", Appname: "suite" });
    const rotated = await refresh(one, login.refreshToken ?? "");
    expect(rotated.status).toBe(200);
    const reused = await refresh(two, login.refreshToken ?? "");
    expect(reused.status).toBe(401);
    // Reuse revokes the rest of the session, on every instance.
    const pair = one.read(TokenPairAnswerSchema, rotated).result;
    expect((await refresh(one, pair.refreshToken)).status).toBe(401);
  });

  it("takes a new refresh token once when both instances are asked with it at the same moment", async () => {
    const login = one.read(LoginAnswerSchema, await two.login("demo", undefined, "license"));
    const body = { RefreshToken: login.refreshToken, UserName: "demo", Appname: "license" };
    const answers = await Promise.all([
      one.post("/api/Login/RefreshToken", body),
      two.post("/api/Login/RefreshToken", body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("tells a page connected to one instance that a sign-in on the other took its session over", async () => {
    const first = one.read(LoginAnswerSchema, await one.login("demo", undefined, "payroll")).token ?? "";
    let received: (message: string) => void = () => undefined;
    const status = new Promise<string>((resolve) => {
      received = resolve;
    });
    const page = await connectHub(two, (message) => received(message));
    const connectionId = await page.invoke<string>(Hub.getConnectionId);
    // The session is bound on the instance the page is not connected to.
    const bound = await one.post(
      "/api/user/validatesession",
      {},
      { Authorization: `Bearer ${first}`, connectionId },
    );
    expect(bound.status).toBe(200);

    await one.login("demo", undefined, "payroll");
    expect(await status).toContain("otro dispositivo");
    const after = await two.post(
      "/api/user/validatesession",
      {},
      { Authorization: `Bearer ${first}`, connectionId },
    );
    expect(after.status).toBe(401);
  });

  it("opens a WebSocket on one instance with a token negotiated on the other, once", async () => {
    const negotiated = (await one.post(`${Hub.path}/negotiate?negotiateVersion=1`, "")).body as {
      connectionToken: string;
    };
    const upgrade = (api: TestApi) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(
          `${api.url.replace("http", "ws")}${Hub.path}?id=${negotiated.connectionToken}`,
        );
        socket.once("open", () => {
          socket.close();
          resolve(101);
        });
        socket.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      });
    expect(await upgrade(two)).toBe(101);
    expect(await upgrade(one)).toBe(404);
  });
});
