import { Api } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { encryptText } from "../../cipher/password-cipher.ts";
import { route } from "../../testing/fake-api.ts";
import { createRuntimeFixture, referenceConfig } from "../../testing/runtime-fixture.ts";
import { openApp } from "./open-app.ts";

const card = (mechanismAfterSetPass: number | null) => ({
  id: 1,
  name: "invoicing",
  title: "Facturación",
  landing: "http://payroll.localhost:5173/invoicing-home",
  mechanismAfterSetPass,
});

describe("app picker", () => {
  it("opens the landing page in a new tab when mechanismAfterSetPass is 1", async () => {
    const { runtime, moves, api } = createRuntimeFixture([]);
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(runtime, card(1))).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/invoicing-home", newTab: true }]);
    expect(api.requests).toEqual([]);
  });

  it("otherwise logs in to that application with the credentials just set and opens the url it returns", async () => {
    const { runtime, moves, api } = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        body: { informationCode: "A10", token: "t", urlApp: "http://payroll.localhost:5173/facturas" },
      })),
    ]);
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
    expect(api.requests[0]?.body).toMatchObject({
      user: "ana",
      password: encryptText("Nueva!2026", referenceConfig.cipher),
      appname: "invoicing",
    });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/facturas", newTab: true }]);
  });

  it("opens the landing page when the credentials are gone (the page was reloaded)", async () => {
    const { runtime, moves } = createRuntimeFixture([]);
    expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/invoicing-home", newTab: true }]);
  });

  it("opens the tab inside the click, before the login answers, and gives it the address afterwards", async () => {
    const { runtime, moves, tabs } = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        body: { informationCode: "A10", token: "t", urlApp: "http://payroll.localhost:5173/facturas" },
      })),
    ]);
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    const opening = openApp(runtime, card(2));
    // Synchronously, still inside the click handler that called it.
    expect(tabs).toEqual({ opened: 1, closed: 0 });
    expect(moves).toEqual([]);
    expect(await opening).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/facturas", newTab: true }]);
    expect(tabs.closed).toBe(0);
  });

  it("closes the empty tab when the login is refused or its address is not allowed", async () => {
    const refused = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        status: 400,
        body: { informationCode: "R23", information: "Sin acceso" },
      })),
    ]);
    refused.runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(refused.runtime, card(2))).toEqual({ kind: "failed", message: "Sin acceso" });
    expect(refused.tabs).toEqual({ opened: 1, closed: 1 });

    const elsewhere = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        body: { informationCode: "A10", token: "t", urlApp: "https://evil.example.test/" },
      })),
    ]);
    elsewhere.runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    const outcome = await openApp(elsewhere.runtime, card(2));
    expect(outcome.kind).toBe("failed");
    expect(elsewhere.tabs).toEqual({ opened: 1, closed: 1 });
    expect(elsewhere.moves).toEqual([]);
  });

  it("falls back to a new tab once the address is known when the browser gave no empty tab", async () => {
    const { runtime, moves } = createRuntimeFixture([], { openTab: () => undefined });
    expect(await openApp(runtime, card(1))).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/invoicing-home", newTab: true }]);
  });

  it("shows the server's message when that login is refused", async () => {
    const { runtime } = createRuntimeFixture([
      route(Api.authentication.login, () => ({
        status: 400,
        body: { informationCode: "R23", information: "Sin acceso a Facturación" },
      })),
    ]);
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(runtime, card(2))).toEqual({ kind: "failed", message: "Sin acceso a Facturación" });
  });
});
