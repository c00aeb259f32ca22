import { Api } from "@gse/contract";
import { describe, expect, it, vi } from "vitest";
import { encryptText } from "../../cipher/password-cipher.ts";
import { createSessionStore } from "../../session/session-store.ts";
import { route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { MemoryStorage } from "../../testing/memory-storage.ts";
import { createRuntimeFixture, referenceConfig } from "../../testing/runtime-fixture.ts";
import { openApp } from "./open-app.ts";
import { sessionlessArrivalState } from "./sessionless-arrival.ts";

/** The landing as a tab without a session opens it: with the fragment its login reads to say why it asks. */
const sessionless = (url: string) => `${url}#sign-in-with-new-password`;

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
    expect(moves).toEqual([
      { left: sessionless("http://payroll.localhost:5173/invoicing-home"), newTab: true },
    ]);
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
    expect(moves).toEqual([
      { left: sessionless("http://payroll.localhost:5173/invoicing-home"), newTab: true },
    ]);
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
    expect(moves).toEqual([
      { left: sessionless("http://payroll.localhost:5173/invoicing-home"), newTab: true },
    ]);
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

  describe("the session of the card's login, which lives in each tab's session storage", () => {
    const token = fakeJwt({ unique_name: "ana", nameid: "ana", name: "Ana", APPS: ["invoicing"] });
    const answering = (urlApp: string) =>
      route(Api.authentication.login, () => ({
        body: { informationCode: "A10", token, refreshToken: "r1", urlApp },
      }));

    it("is written into the new tab before it is sent to a url of this origin, and this page stays signed out", async () => {
      const storage = new MemoryStorage();
      const sent: Array<{ url: string; token: string | undefined }> = [];
      const { runtime } = createRuntimeFixture([answering("http://payroll.localhost:5173/users")], {
        openTab: () => ({
          sessionStorage: () => storage,
          // What the page the tab loads would find there, at the moment it is sent.
          go: (url) => sent.push({ url, token: createSessionStore(storage).getState().token }),
          close: () => {},
        }),
      });
      runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
      expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });

      expect(sent).toEqual([{ url: "http://payroll.localhost:5173/users", token }]);
      expect(createSessionStore(storage).getState()).toMatchObject({ token, refreshToken: "r1" });
      // Opened for the card's application, under the tab id that login was sent with.
      expect(storage.getItem("_appName")).toBe("invoicing");
      expect(storage.getItem("sessions")).toMatch(/^\d{16}$/);
      expect(storage.getItem("sessions")).toBe(runtime.env.sessionStorage.getItem("sessions"));
      expect(runtime.session.getState()).toMatchObject({ token: undefined, isAuth: false });
      expect(runtime.env.sessionStorage.getItem("jwtToken")).toBeNull();
      expect(createSessionStore(runtime.env.sessionStorage).getState().token).toBeUndefined();
    });

    it("is not handed to a url on another origin (an application on a host of its own): the tab opens at it as it is", async () => {
      const { runtime, moves, tabStorages } = createRuntimeFixture(
        [answering("https://invoicing.example.test/facturas")],
        { config: { ...referenceConfig, redirectAllowlist: ["https://invoicing.example.test"] } },
      );
      runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
      expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
      expect(moves).toEqual([{ left: "https://invoicing.example.test/facturas", newTab: true }]);
      expect(tabStorages[0]?.length).toBe(0);
      expect(runtime.session.getState().token).toBeUndefined();
    });

    it("a tab of this origin the page cannot write goes with the fragment whose login says to sign in with the new password", async () => {
      const { runtime, moves } = createRuntimeFixture([answering("http://payroll.localhost:5173/users")], {
        openTab: () => ({
          sessionStorage: () => undefined,
          go: (url) => moves.push({ left: url, newTab: true }),
          close: () => {},
        }),
      });
      runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
      expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
      expect(moves).toEqual([{ left: sessionless("http://payroll.localhost:5173/users"), newTab: true }]);
      const [move] = moves;
      const hash = move && "left" in move ? new URL(move.left).hash : "";
      expect(sessionlessArrivalState(hash)).toEqual({ message: "Inicia sesión con tu nueva contraseña." });
      expect(sessionlessArrivalState("#other")).toBeUndefined();
    });

    it("a tab whose storage refuses the session (full, closed) still opens, with that fragment", async () => {
      const full = new MemoryStorage();
      full.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
      const { runtime, moves } = createRuntimeFixture([answering("http://payroll.localhost:5173/users")], {
        openTab: () => ({
          sessionStorage: () => full,
          go: (url) => moves.push({ left: url, newTab: true }),
          close: () => {},
        }),
      });
      runtime.justSetCredentials.current = { user: "ana", password: "Nueva!2026" };
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect(await openApp(runtime, card(2))).toEqual({ kind: "opened" });
      expect(moves).toEqual([{ left: sessionless("http://payroll.localhost:5173/users"), newTab: true }]);
    });
  });
});
