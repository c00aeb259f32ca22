import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { runMachine } from "../../machine/machine.ts";
import type { FakeHandler } from "../../testing/fake-api.ts";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { federatedSignInEffects } from "./federated-sign-in-effects.ts";
import { federatedSignInMachine } from "./federated-sign-in-machine.ts";
import { codeChallengeOf, oidcRequestKey } from "./oidc-request.ts";

const pageOrigin = "http://co.selfservice.localhost:5173";

function open(connect: FakeHandler<typeof Api.authentication.connectOidc>) {
  const fixture = createRuntimeFixture([route(Api.authentication.connectOidc, connect)], {
    application: "selfservice",
    tenant: "co",
    tenantLanguage: "es",
    pageOrigin,
  });
  const flow = runMachine(federatedSignInMachine, federatedSignInEffects(fixture.runtime));
  return { ...fixture, flow };
}

const address =
  (url: string): FakeHandler<typeof Api.authentication.connectOidc> =>
  () => ({ body: { responseCode: 200, result: { url } } });

describe("federated sign-in ('Ingresar con')", () => {
  it("asks connect-ciam-oidc with appName, tenant and tenantLanguage, then leaves for the provider's address", async () => {
    const { flow, api, moves } = open(address(`${pageOrigin}/dev/oidc/authorize?app=selfservice`));
    flow.dispatch({ type: "start" });
    expect(flow.getState()).toEqual({ kind: "connecting" });
    await vi.waitFor(() =>
      expect(moves).toEqual([{ left: `${pageOrigin}/dev/oidc/authorize?app=selfservice`, newTab: false }]),
    );
    expect(flow.getState().kind).toBe("redirecting");
    const headers = api.requests[0]?.headers;
    expect([headers?.get("appName"), headers?.get("tenant"), headers?.get("tenantLanguage")]).toEqual([
      "selfservice",
      "co",
      "es",
    ]);
  });

  it("keeps a new state and PKCE verifier in sessionStorage and sends the state and S256 challenge", async () => {
    const { flow, api, runtime } = open(address(`${pageOrigin}/dev/oidc/authorize?app=selfservice`));
    flow.dispatch({ type: "start" });
    await vi.waitFor(() => expect(flow.getState().kind).toBe("redirecting"));
    const kept = JSON.parse(runtime.env.sessionStorage.getItem(oidcRequestKey) ?? "{}");
    expect(kept.state).toMatch(/^[\w-]{43}$/);
    expect(kept.codeVerifier).toMatch(/^[\w-]{43}$/);
    const headers = api.requests[0]?.headers;
    expect(headers?.get("state")).toBe(kept.state);
    expect(headers?.get("codeChallenge")).toBe(await codeChallengeOf(kept.codeVerifier));
    // RFC 7636 appendix B's example: the S256 challenge of its verifier.
    expect(await codeChallengeOf("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("does not start a second round trip while the first is under way", async () => {
    const { flow, api } = open(() => new Promise(() => {}));
    flow.dispatch({ type: "start" });
    flow.dispatch({ type: "start" });
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
  });

  it("refuses an address whose origin is neither the page's nor on the allowlist, and stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { flow, moves } = open(address("https://phishing.example.test/authorize"));
    flow.dispatch({ type: "start" });
    await vi.waitFor(() =>
      expect(flow.getState()).toEqual({
        kind: "refused",
        message: "No es posible continuar: la dirección de destino no está permitida.",
      }),
    );
    expect(moves).toEqual([]);
    vi.restoreAllMocks();
  });

  it("shows the server's message when the address is refused, and may be tried again", async () => {
    const { flow } = open(() => ({
      status: 400,
      body: { responseCode: 400, informationCode: "R23", information: "Proveedor no disponible." },
    }));
    flow.dispatch({ type: "start" });
    await vi.waitFor(() =>
      expect(flow.getState()).toEqual({ kind: "refused", message: "Proveedor no disponible." }),
    );
    flow.dispatch({ type: "start" });
    expect(flow.getState()).toEqual({ kind: "connecting" });
  });
});
