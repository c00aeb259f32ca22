import { AdminApi, Api, defineCall, InformationAnswerSchema } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { activateLanguage } from "../i18n/i18n.ts";
import { type FakeRequest, OffContract, route } from "../testing/fake-api.ts";
import { fakeJwt } from "../testing/fake-jwt.ts";
import { createRuntimeFixture, referenceConfig } from "../testing/runtime-fixture.ts";
import { createApiClient } from "./api-client.ts";
import { failureMessage, noResponse } from "./api-failure.ts";

const user = { unique_name: "demo", nameid: "demo", given_name: "Ana", family_name: "Pérez" };
const oldToken = fakeJwt({ ...user, v: 1 });
const newToken = fakeJwt({ ...user, v: 2 });
const usersCall = AdminApi.user.list;
const ok = {
  status: 200,
  body: { responseCode: 200, information: null, result: { users: [], rows: 0 } },
} as const;
const bearer = (request: FakeRequest) => request.headers.get("authorization");
const deferred = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

function signedInFixture(routes: Parameters<typeof createRuntimeFixture>[0]) {
  const fixture = createRuntimeFixture(routes);
  fixture.runtime.session.getState().signIn({ token: oldToken, refreshToken: "r1" });
  return fixture;
}

const refreshed = {
  status: 200,
  body: { responseCode: 200, result: { token: newToken, refreshToken: "r2" } },
} as const;

describe("API client: session token and 401", () => {
  it("sends the session token as 'Bearer ' in Authorization", async () => {
    const { runtime, api } = signedInFixture([route(AdminApi.user.list, () => ok)]);
    await runtime.client.call(usersCall);
    expect(bearer(api.requests[0] as FakeRequest)).toBe(`Bearer ${oldToken}`);
  });

  it("50 requests failing with 401 at once trigger exactly one refresh and are each retried once", async () => {
    const gate = deferred();
    const { runtime, api } = signedInFixture([
      route(AdminApi.user.list, ({ request }) =>
        bearer(request) === `Bearer ${newToken}` ? ok : { status: 401 },
      ),
      route(Api.authentication.refreshToken, async () => {
        await gate.promise;
        return refreshed;
      }),
    ]);
    const calls = Array.from({ length: 50 }, () => runtime.client.call(usersCall));
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.release();
    const results = await Promise.all(calls);

    expect(results.every((result) => result.ok)).toBe(true);
    expect(api.count(Api.authentication.refreshToken)).toBe(1);
    expect(api.count(AdminApi.user.list)).toBe(100);
    expect(api.requests.find((r) => r.path === "/api/Login/RefreshToken")?.body).toEqual({
      RefreshToken: "r1",
      UserName: "demo",
      Appname: "payroll",
    });
    expect(runtime.session.getState()).toMatchObject({ token: newToken, refreshToken: "r2" });
  });

  it("does not retry a second 401 after the retry", async () => {
    const { runtime, api } = signedInFixture([
      route(AdminApi.user.list, () => ({ status: 401, body: { information: "no" } })),
      route(Api.authentication.refreshToken, () => refreshed),
    ]);
    const result = await runtime.client.call(usersCall);
    expect(result).toMatchObject({ ok: false, failure: { kind: "refused", status: 401 } });
    expect(api.count(AdminApi.user.list)).toBe(2);
    expect(api.count(Api.authentication.refreshToken)).toBe(1);
  });

  it("retries a late 401 for a request sent with the old token with the current token, without a second refresh", async () => {
    const slow = deferred();
    const { runtime, api } = signedInFixture([
      route(AdminApi.user.list, async ({ request }) => {
        if (bearer(request) === `Bearer ${newToken}`) return ok;
        if (api.count(AdminApi.user.list) === 1) await slow.promise; // the first request answers late
        return { status: 401 };
      }),
      route(Api.authentication.refreshToken, () => refreshed),
    ]);
    const late = runtime.client.call(usersCall);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await runtime.client.call(usersCall)).ok).toBe(true); // this one refreshed
    slow.release();
    expect((await late).ok).toBe(true);
    expect(api.count(Api.authentication.refreshToken)).toBe(1);
    expect(bearer(api.requests.at(-1) as FakeRequest)).toBe(`Bearer ${newToken}`);
  });

  it("on R101 from the refresh shows the revoked-token notice, and its accept closes the session and says so", async () => {
    const { runtime, moves } = signedInFixture([
      route(AdminApi.user.list, () => ({ status: 401 })),
      route(Api.authentication.refreshToken, () => ({
        status: 401,
        body: { informationCode: "R101", information: "revocado" },
      })),
    ]);
    await runtime.client.call(usersCall);
    expect(runtime.notices.getState().notice).toMatchObject({ kind: "revoked" });
    expect(runtime.session.getState().token).toBe(oldToken);

    runtime.notices.getState().acceptNotice();
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/Login", state: { ended: "session" } }]);
  });

  it("on another refresh failure revokes the token and goes to /Login", async () => {
    const { runtime, api, moves } = signedInFixture([
      route(AdminApi.user.list, () => ({ status: 401 })),
      route(Api.authentication.refreshToken, () => ({ status: 500 })),
      route(Api.authentication.revokeToken, () => ({
        body: { responseCode: 200, information: null, result: null },
      })),
    ]);
    await runtime.client.call(usersCall);
    expect(api.requests.find((r) => r.path === "/api/login/RevokeToken")?.body).toEqual({
      UserName: "demo",
      Quantity: 1,
      AppName: "payroll",
      RefreshToken: "r1",
    });
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/Login" }]);
  });
});

describe("API client: 403, no response and messages", () => {
  it("raises the insufficient-privileges notice on 403; accept goes to /users", async () => {
    const { runtime, moves } = signedInFixture([route(AdminApi.user.list, () => ({ status: 403 }))]);
    await runtime.client.call(usersCall);
    expect(runtime.notices.getState().notice).toEqual({
      kind: "forbidden",
      message:
        "La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes.",
    });
    runtime.notices.getState().acceptNotice();
    expect(moves).toEqual([{ to: "/users" }]);
  });

  it("reloads on accepting the 403 notice when already on /users", async () => {
    const { runtime, reloads } = signedInFixture([route(AdminApi.user.list, () => ({ status: 403 }))]);
    runtime.env.navigate("/users");
    await runtime.client.call(usersCall);
    runtime.notices.getState().acceptNotice();
    expect(reloads.count).toBe(1);
  });

  it("gives 'noResponseFromApi' with code 500 and 'Error al realizar la petición.' when nothing answers", async () => {
    const { runtime } = createRuntimeFixture([], {
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const result = await runtime.client.call(usersCall);
    expect(result).toEqual({
      ok: false,
      failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" },
    });
    expect(!result.ok && failureMessage(result.failure)).toBe("Error al realizar la petición.");
  });

  it("shows the server's message when present, except on a 500", async () => {
    // Two calls of a contract of their own, refused: one with the server's text, one with a 500.
    const a = defineCall({
      service: "security",
      method: "POST",
      path: "/api/a",
      answer: InformationAnswerSchema,
    });
    const b = defineCall({
      service: "security",
      method: "POST",
      path: "/api/b",
      answer: InformationAnswerSchema,
    });
    const { runtime } = createRuntimeFixture([
      route(a, () => ({
        status: 400,
        body: { informationCode: "R23", information: "El usuario no existe." },
      })),
      route(b, () => ({ status: 500, body: { information: "NullReferenceException at ..." } })),
    ]);
    const refusedA = await runtime.client.call(a);
    const refusedB = await runtime.client.call(b);
    expect(refusedA).toEqual({
      ok: false,
      failure: { kind: "refused", status: 400, code: "R23", message: "El usuario no existe." },
    });
    expect(!refusedA.ok && failureMessage(refusedA.failure)).toBe("El usuario no existe.");
    expect(!refusedB.ok && failureMessage(refusedB.failure)).toBe("Error al realizar la petición.");
  });

  it("names the call and the field when a 2xx answer does not fit the contract", async () => {
    const { runtime } = createRuntimeFixture([
      route(AdminApi.user.list, () => new OffContract(200, { information: 5 })),
    ]);
    const result = await runtime.client.call(usersCall);
    expect(result).toMatchObject({
      ok: false,
      failure: {
        kind: "invalidAnswer",
        problem: expect.stringMatching(/^GET \/api\/user\/list: answer information: expected/),
      },
    });
  });
});

describe("API client: timeout", () => {
  it("counts a call unanswered after `timeout` ms as 'noResponseFromApi'", async () => {
    const fixture = createRuntimeFixture();
    const client = createApiClient({
      config: referenceConfig,
      pageOrigin: "http://payroll.localhost:5173",
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
      session: fixture.runtime.session,
      hooks: { refresh: async () => undefined, forbidden: () => {} },
      timeout: 30,
    });
    expect(await client.call(usersCall)).toEqual({ ok: false, failure: noResponse });
  });
});

describe("API client: the page's language and brand", () => {
  it("sends Accept-Language with the page's language and the brand headers on a call that may send an email", async () => {
    const { runtime, api } = createRuntimeFixture(
      [
        route(Api.authentication.resetPassword, () => ({
          body: { responseCode: 200, information: null, result: { maskedEmail: "de**@example.test" } },
        })),
      ],
      { application: "selfservice", tenant: "co" },
    );
    await activateLanguage("pt");
    try {
      await runtime.client.call(Api.authentication.resetPassword, {
        body: { user: "demo", isByUser: true, isInvalidLinkScreen: false },
      });
    } finally {
      await activateLanguage("es");
    }
    const [request] = api.requests;
    expect(request?.headers.get("accept-language")).toBe("pt");
    expect(request?.headers.get(referenceConfig.headers.application)).toBe("selfservice");
    expect(request?.headers.get(referenceConfig.headers.tenant)).toBe("co");
  });
});
