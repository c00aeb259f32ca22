import { Api } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { route } from "../testing/fake-api.ts";
import { fakeJwt } from "../testing/fake-jwt.ts";
import { createRuntimeFixture } from "../testing/runtime-fixture.ts";
import { type HubConnectionLike, startSessionHub } from "./session-hub.ts";

function fakeHub() {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let reconnected = () => {};
  const seen: { args?: unknown[] } = {};
  const connection: HubConnectionLike = {
    on: (event, handler) => handlers.set(event, handler),
    onreconnected: (handler) => {
      reconnected = handler;
    },
    start: async () => {},
    invoke: async (method) => (method === "GetConnectionId" ? "conn-1" : undefined),
    stop: async () => {},
  };
  return {
    seen,
    connect: async (...args: unknown[]) => {
      seen.args = args;
      return connection;
    },
    push: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
    reconnect: () => reconnected(),
  };
}

const token = fakeJwt({ unique_name: "demo" });

function signedIn(validateStatus = 200) {
  const fixture = createRuntimeFixture([
    route(Api.authentication.validateSession, () => ({
      status: validateStatus,
      body: { information: null, result: null },
    })),
  ]);
  fixture.runtime.session.getState().signIn({ token });
  return fixture;
}

describe("single session hub", () => {
  it("connects to the hub without the access token and binds the session through validatesession", async () => {
    const { runtime, api } = signedIn();
    const hub = fakeHub();
    await startSessionHub(runtime, hub.connect);
    expect(hub.seen.args).toEqual(["http://payroll.localhost:5173/api/connections/session"]);
    const headers = api.requests[0]?.headers;
    expect([headers?.get("connectionId"), headers?.get("authorization")]).toEqual([
      "conn-1",
      `Bearer ${token}`,
    ]);
  });

  it("shows the pushed session status as a non-closable alert hidden after 7000 ms; accept clears storage and goes to / saying the session ended", async () => {
    const { runtime, moves } = signedIn();
    const hub = fakeHub();
    await startSessionHub(runtime, hub.connect);
    hub.push("ReceiveSessionStatus", "Se inició sesión en otro dispositivo");
    expect(runtime.notices.getState().notice).toEqual({
      kind: "sessionStatus",
      message: "Se inició sesión en otro dispositivo",
      autoHideMs: 7000,
    });
    runtime.notices.getState().acceptNotice();
    expect(runtime.env.sessionStorage.length).toBe(0);
    expect(moves).toEqual([{ to: "/", state: { ended: "session" } }]);
  });

  it("ends the session when validatesession answers 401: another session took over", async () => {
    const { runtime, moves } = signedIn(401);
    await startSessionHub(runtime, fakeHub().connect);
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/", state: { ended: "session" } }]);
  });

  it("validates again after an automatic reconnect", async () => {
    const { runtime, api } = signedIn();
    const hub = fakeHub();
    await startSessionHub(runtime, hub.connect);
    hub.reconnect();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.count(Api.authentication.validateSession)).toBe(2);
  });
});
