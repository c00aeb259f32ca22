import { Api } from "@gse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import { type FakeRoute, route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { createRuntimeFixture, referenceConfig } from "../../testing/runtime-fixture.ts";
import { formatMmSs } from "../countdown.ts";
import { certificateLoginEffects } from "./certificate-login-effects.ts";
import { certificateLoginMachine } from "./certificate-login-machine.ts";

const token = fakeJwt({ unique_name: "cert.demo", nameid: "cert.demo", given_name: "Carla" });
const documentTypesAnswer = {
  responseCode: 200,
  result: {
    records: {
      result: {
        records: [
          {
            documentTypeId: "CC",
            documentTypeDescription: "Cédula de ciudadanía",
            documentTypeAllowed: true,
          },
          { documentTypeId: "NIT", documentTypeDescription: "NIT", documentTypeAllowed: false },
        ],
        count: 2,
      },
    },
  },
};

function startCertificateLogin(
  routes: readonly FakeRoute[] = [],
  overrides: Parameters<typeof createRuntimeFixture>[1] = {},
) {
  const fixture = createRuntimeFixture(
    [route(Api.security.documentTypesLogin, () => ({ body: documentTypesAnswer })), ...routes],
    { application: "certificate", pageOrigin: "http://certificate.localhost:5173", ...overrides },
  );
  const { runtime } = fixture;
  const flow = runMachine(
    certificateLoginMachine({
      captchaRequired: false,
      supportContact: "soporte",
      pageOrigin: runtime.env.pageOrigin,
      welcomeEmailMessage: "w",
    }),
    certificateLoginEffects(runtime),
  );
  flow.dispatch({ type: "start" });
  return { ...fixture, flow };
}

/** vi.waitFor advances a faked clock by itself: this waits on the event loop only, leaving the clock alone. */
async function untilOnEventLoop(condition: () => boolean) {
  // By the wall clock (Date is not faked), not by turns: the first call loads the HTTP client's chunk, which a
  // loaded machine reads from disk in more turns than an idle one.
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await new Promise(setImmediate);
  expect(condition()).toBe(true);
}

const fillAndSubmit = (flow: ReturnType<typeof startCertificateLogin>["flow"]) => {
  flow.dispatch({ type: "edit", field: "documentType", value: "CC" });
  flow.dispatch({ type: "edit", field: "documentNumber", value: "1020304050" });
  flow.dispatch({ type: "edit", field: "password", value: "Demo!2026" });
  flow.dispatch({ type: "submit" });
};

describe("certificate login flow against the API", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists the document types allowed for login from the security service", async () => {
    const { flow } = startCertificateLogin([]);
    await vi.waitFor(() => expect(flow.getState().documentTypes.kind).toBe("loaded"));
    expect(flow.getState().documentTypes).toMatchObject({
      count: 2,
      types: [{ documentTypeId: "CC" }],
    });
  });

  it("sends document type and number with the password encrypted, then signs in on A10 and follows urlApp", async () => {
    const { flow, api, moves, runtime } = startCertificateLogin([
      route(Api.authentication.login, () => ({
        body: {
          informationCode: "A10",
          token,
          refreshToken: "r1",
          urlApp: "http://certificate.localhost:5173/users",
        },
      })),
    ]);
    fillAndSubmit(flow);
    await vi.waitFor(() =>
      expect(moves).toEqual([{ left: "http://certificate.localhost:5173/users", newTab: false }]),
    );
    const login = api.requests.find((request) => request.path === "/api/Login");
    expect(login?.body).toMatchObject({
      documentType: "CC",
      documentNumber: "1020304050",
      password: "pwS2dpu+KCUl76HnfnIKTw==",
      appname: "certificate",
      TypeDeviceId: 2,
      idSessionTab: expect.stringMatching(/^\d{16}$/),
      tokenCaptcha: null,
    });
    expect(login?.body).not.toHaveProperty("user");
    // The tokens wait in storage for the page urlApp loads; this page's session is left as it was, so the
    // route guard does not move the login page to `/` on the way out.
    expect(runtime.env.sessionStorage.getItem("jwtToken")).toBe(`Bearer ${token}`);
    expect(runtime.env.sessionStorage.getItem("refreshToken")).toBe("r1");
    expect(runtime.session.getState()).toMatchObject({ token: undefined, isAuth: false });
  });

  it("counts the R13 lock down each second as mm:ss, as the user login does", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { flow } = startCertificateLogin([
      route(Api.authentication.login, () => ({
        status: 400,
        body: { informationCode: "R13", failedLoginInformation: { failedAttempts: 3, lockTime: 61 } },
      })),
    ]);
    const shown = () => {
      const outcome = flow.getState().outcome;
      return outcome.kind === "locked" ? formatMmSs(outcome.secondsLeft) : outcome.kind;
    };
    fillAndSubmit(flow);
    await vi.waitFor(() => expect(shown()).toBe("01:01"));
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe("01:00");
    vi.advanceTimersByTime(60_000);
    expect(shown()).toBe("released");
  });

  it("'Ingresar con' leaves for the server's address 2 s after it arrives", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { flow, api, moves } = startCertificateLogin(
      [
        route(Api.authentication.connectOidc, () => ({
          body: { responseCode: 200, result: { url: "https://id.example.test/authorize?client=gse" } },
        })),
      ],
      {
        tenant: "certa",
        tenantLanguage: "es",
        config: {
          ...referenceConfig,
          redirectAllowlist: ["https://id.example.test"],
        },
      },
    );
    flow.dispatch({ type: "federate" });
    await untilOnEventLoop(() => flow.getState().federated.kind === "redirecting");
    const connect = api.requests.find((request) => request.path === "/api/login/connect-ciam-oidc");
    expect(connect?.headers.get("appName")).toBe("certificate");
    expect(connect?.headers.get("tenant")).toBe("certa");
    expect(connect?.headers.get("tenantLanguage")).toBe("es");
    vi.advanceTimersByTime(1999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moves).toEqual([{ left: "https://id.example.test/authorize?client=gse", newTab: false }]);
  });

  it("does not follow a federated address off the allowlist, and says so at once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { flow, moves } = startCertificateLogin([
      route(Api.authentication.connectOidc, () => ({
        body: { responseCode: 200, result: { url: "https://evil.example.test/authorize" } },
      })),
    ]);
    flow.dispatch({ type: "federate" });
    await vi.waitFor(() => expect(flow.getState().federated.kind).toBe("refused"));
    expect(moves).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("https://evil.example.test"));
  });
});
