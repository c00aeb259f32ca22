import { describe, expect, it } from "vitest";
import { fakeJwt } from "../testing/fake-jwt.ts";
import { MemoryStorage } from "../testing/memory-storage.ts";
import { fullName } from "./claims.ts";
import { createSessionStore, tabSessionId } from "./session-store.ts";

const token = fakeJwt({
  userId: 7,
  nameid: "demo",
  unique_name: "demo",
  name: "ana",
  given_name: "Ana",
  family_name: "Pérez",
  privileges: "ADMIN",
  APPS: ["payroll", "invoicing"],
});

describe("session store", () => {
  it("stores the token in sessionStorage with the 'Bearer ' prefix, and the decoded claims as userTokenData", () => {
    const storage = new MemoryStorage();
    const session = createSessionStore(storage);
    session.getState().signIn({ token, refreshToken: "r1" });

    expect(storage.getItem("jwtToken")).toBe(`Bearer ${token}`);
    expect(storage.getItem("refreshToken")).toBe("r1");
    expect(JSON.parse(storage.getItem("userTokenData") ?? "{}")).toMatchObject({
      nameid: "demo",
      APPS: ["payroll", "invoicing"],
    });
    expect(session.getState()).toMatchObject({ isAuth: true, token });
  });

  it("a refresh replaces the tokens without counting as a new sign-in for the route guard", () => {
    const storage = new MemoryStorage();
    createSessionStore(storage).getState().signIn({ token, refreshToken: "r1" });
    const session = createSessionStore(storage);
    const next = fakeJwt({ unique_name: "demo", nameid: "demo" });
    session.getState().refreshed({ token: next, refreshToken: "r2" });
    expect(session.getState()).toMatchObject({ token: next, refreshToken: "r2", isAuth: false });
    expect(storage.getItem("jwtToken")).toBe(`Bearer ${next}`);
  });

  it("hands a new sign-in's tokens to the next page through storage, leaving this page's session alone", () => {
    const storage = new MemoryStorage();
    const session = createSessionStore(storage);
    session.getState().handOff({ token, refreshToken: "r1" });
    expect(session.getState()).toMatchObject({ token: undefined, isAuth: false });
    expect(createSessionStore(storage).getState()).toMatchObject({ token, refreshToken: "r1" });
  });

  it("hands a sign-in to a tab this page opened: its storage gets the session, this tab's id and that sign-in's application", () => {
    const storage = new MemoryStorage();
    const session = createSessionStore(storage, () => ({ application: "payroll", language: "pt" }));
    const tab = new MemoryStorage();
    session.getState().handOffToTab(tab, { token, refreshToken: "r1" }, "invoicing");
    expect(createSessionStore(tab).getState()).toMatchObject({ token, refreshToken: "r1" });
    expect(tab.getItem("_appName")).toBe("invoicing");
    expect(tab.getItem("language")).toBe("pt");
    expect(tab.getItem("sessions")).toBe(tabSessionId(storage));
    expect(session.getState()).toMatchObject({ token: undefined, isAuth: false });
    expect(storage.getItem("jwtToken")).toBeNull();
  });

  it.each([
    ["an opaque token", "Bearer 3f9c2b7e0a1d4c6b8e5f"],
    ["a corrupted token", "Bearer eyJhbGciOi.###.x"],
    ["a value without the prefix", token],
  ])("drops %s found in storage, so the page starts signed out", (_, stored) => {
    const storage = new MemoryStorage();
    storage.setItem("jwtToken", stored);
    storage.setItem("refreshToken", "r1");
    storage.setItem("sessions", "1234567890123456");
    expect(createSessionStore(storage).getState()).toMatchObject({ token: undefined, isAuth: false });
    expect(storage.getItem("jwtToken")).toBeNull();
    expect(storage.getItem("refreshToken")).toBeNull();
    expect(storage.getItem("sessions")).toBe("1234567890123456");
  });

  it("reads a stored session back after a reload, not yet validated", () => {
    const storage = new MemoryStorage();
    createSessionStore(storage).getState().signIn({ token, refreshToken: "r1" });
    const reloaded = createSessionStore(storage).getState();
    expect(reloaded).toMatchObject({ token, refreshToken: "r1", isAuth: false });
    expect(reloaded.claims?.privileges).toEqual(["ADMIN"]);
  });

  it("shows the given and family name from the token", () => {
    const session = createSessionStore(new MemoryStorage());
    session.getState().signIn({ token });
    const claims = session.getState().claims;
    expect(claims && fullName(claims)).toBe("Ana Pérez");
  });

  it("logout clears the tokens, user data and cached users, and keeps the tab id, app name and language", () => {
    const storage = new MemoryStorage();
    storage.setItem("_appName", "payroll");
    storage.setItem("users", "[]");
    const id = tabSessionId(storage);
    const session = createSessionStore(storage);
    session.getState().signIn({ token, refreshToken: "r1", encryptedToken: "e1" });
    session.getState().signOut();

    for (const key of ["jwtToken", "refreshToken", "encryptedToken", "userTokenData", "users"]) {
      expect(storage.getItem(key), key).toBeNull();
    }
    expect(storage.getItem("_appName")).toBe("payroll");
    expect(storage.getItem("sessions")).toBe(id);
    expect(session.getState().isAuth).toBe(false);
  });

  it("clearing storage when another session takes over removes everything", () => {
    const storage = new MemoryStorage();
    storage.setItem("_appName", "payroll");
    const session = createSessionStore(storage);
    session.getState().signIn({ token });
    session.getState().clearStorage();
    expect(storage.length).toBe(0);
    expect(session.getState().token).toBeUndefined();
  });

  it("ignores a stored token without the 'Bearer ' prefix", () => {
    const storage = new MemoryStorage();
    storage.setItem("jwtToken", token);
    expect(createSessionStore(storage).getState().token).toBeUndefined();
  });
});

describe("tab session id", () => {
  it("is 16 random digits, kept under 'sessions' for the tab's life", () => {
    const storage = new MemoryStorage();
    const id = tabSessionId(storage);
    expect(id).toMatch(/^\d{16}$/);
    expect(tabSessionId(storage)).toBe(id);
    expect(storage.getItem("sessions")).toBe(id);
  });
});
