import { describe, expect, it } from "vitest";
import { encryptText } from "../../cipher/password-cipher.ts";
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
    const { runtime, moves, api } = createRuntimeFixture({});
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(runtime, card(1))).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/invoicing-home", newTab: true }]);
    expect(api.requests).toEqual([]);
  });

  it("otherwise logs in to that application with the credentials just set and opens the url it returns", async () => {
    const { runtime, moves, api } = createRuntimeFixture({
      "POST /api/Login": () => ({
        body: { informationCode: "A10", token: "t", urlApp: "http://payroll.localhost:5173/facturas" },
      }),
    });
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
    const { runtime, moves } = createRuntimeFixture({});
    expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
    expect(moves).toEqual([{ left: "http://payroll.localhost:5173/invoicing-home", newTab: true }]);
  });

  it("shows the server's message when that login is refused", async () => {
    const { runtime } = createRuntimeFixture({
      "POST /api/Login": () => ({
        status: 400,
        body: { informationCode: "R23", information: "Sin acceso a Facturación" },
      }),
    });
    runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
    expect(await openApp(runtime, card(2))).toEqual({ kind: "failed", message: "Sin acceso a Facturación" });
  });
});
