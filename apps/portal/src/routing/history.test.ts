import { describe, expect, it } from "vitest";
import { createBrowserHistory, createMemoryHistory } from "./history.ts";

/** The parts of a window the browser history uses, over an in-memory session history. */
function fakeWindow(start: string) {
  const origin = "https://portal.example.test";
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(start, origin), state: null }];
  let index = 0;
  const listeners: (() => void)[] = [];
  const current = () => entries[index] ?? { url: new URL("/", origin), state: null };
  const write = (replace: boolean) => (state: unknown, _unused: string, href: string) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) throw new DOMException(`${href}: another origin`, "SecurityError");
    if (replace) entries[index] = { url, state };
    else entries.splice(++index, entries.length, { url, state });
  };
  const win = {
    location: {
      origin,
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      pushState: write(false),
      replaceState: write(true),
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const back = () => {
    index -= 1;
    for (const listener of listeners) listener();
  };
  return { win: win as unknown as Window, back };
}

describe("the portal's history", () => {
  it("pushes and replaces addresses with their state, the query string byte for byte", () => {
    const { win } = fakeWindow("/login");
    const history = createBrowserHistory(win);
    const moves: string[] = [];
    history.subscribe(() => moves.push(`${history.location.pathname}${history.location.search}`));
    history.push("/check-email?n%2BWD%3D%3D", { message: "Hola" });
    expect(history.location).toEqual({
      pathname: "/check-email",
      search: "?n%2BWD%3D%3D",
      state: { message: "Hola" },
    });
    history.replace("/Login");
    expect(history.location).toEqual({ pathname: "/Login", search: "", state: null });
    expect(moves).toEqual(["/check-email?n%2BWD%3D%3D", "/Login"]);
  });

  it("hears the browser's back button", () => {
    const { win, back } = fakeWindow("/login");
    const history = createBrowserHistory(win);
    let heard = 0;
    history.subscribe(() => {
      heard += 1;
    });
    history.push("/alert", { message: "x" });
    back();
    expect(history.location.pathname).toBe("/login");
    expect(heard).toBe(2);
  });

  it("keeps a protocol-relative href on this origin instead of throwing", () => {
    const { win } = fakeWindow("/login");
    const history = createBrowserHistory(win);
    history.push("//evil.example/steal?x=1");
    expect(history.location).toMatchObject({ pathname: "/steal", search: "?x=1" });
    history.push("/\\evil.example/again");
    expect(history.location.pathname).toBe("/again");
  });

  it("stops calling a listener once it unsubscribes", () => {
    const history = createMemoryHistory({ initialEntries: ["/login"] });
    let heard = 0;
    const stop = history.subscribe(() => {
      heard += 1;
    });
    history.push("/alert");
    stop();
    history.push("/login");
    expect(heard).toBe(1);
  });

  it("starts a memory history at its last entry", () => {
    const history = createMemoryHistory({ initialEntries: ["/login", "/CHECK-EMAIL?abc"] });
    expect(history.location).toEqual({ pathname: "/CHECK-EMAIL", search: "?abc", state: null });
  });
});
