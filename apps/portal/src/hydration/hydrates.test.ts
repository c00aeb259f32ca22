import { describe, expect, it } from "vitest";
import { type FirstRender, hydratesServerLogin } from "./hydrates.ts";

// A first visit to a login the server drew in Spanish.
const firstVisit: FirstRender = {
  drawnLanguage: "es",
  language: "es",
  pathname: "/login",
  search: "",
  state: null,
  hasToken: false,
  loginParameters: true,
};

describe("the portal hydrates the server's login only where its first render is that login", () => {
  it("hydrates a first visit to the login, at / or /login", () => {
    expect(hydratesServerLogin(firstVisit)).toBe(true);
    expect(hydratesServerLogin({ ...firstVisit, pathname: "/" })).toBe(true);
  });

  it("draws afresh where the server drew none", () => {
    expect(hydratesServerLogin({ ...firstVisit, drawnLanguage: undefined })).toBe(false);
  });

  it("draws afresh in a language the visitor chose on an earlier visit", () => {
    expect(hydratesServerLogin({ ...firstVisit, language: "en" })).toBe(false);
  });

  it("draws afresh with a session in the tab, a message in the history's state or no login parameters yet", () => {
    expect(hydratesServerLogin({ ...firstVisit, hasToken: true })).toBe(false);
    expect(hydratesServerLogin({ ...firstVisit, state: { message: "session ended" } })).toBe(false);
    expect(hydratesServerLogin({ ...firstVisit, loginParameters: false })).toBe(false);
  });

  it("draws afresh on another screen", () => {
    expect(hydratesServerLogin({ ...firstVisit, pathname: "/resetpassword" })).toBe(false);
  });
});
