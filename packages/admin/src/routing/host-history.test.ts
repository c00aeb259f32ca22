import { describe, expect, it, vi } from "vitest";
import { createHostRouterHistory, type HostHistory } from "./host-history.ts";

/** A host history in memory, shaped like the portal's. */
function memoryHost(start: string): HostHistory & { entries: string[] } {
  const listeners = new Set<() => void>();
  const entries = [start];
  let state: unknown = null;
  const host = {
    entries,
    get location() {
      const url = new URL(entries.at(-1) ?? "/", "http://host.invalid");
      return { pathname: url.pathname, search: url.search, state };
    },
    push(href: string, next?: unknown) {
      entries.push(href);
      state = next ?? null;
      for (const listener of listeners) listener();
    },
    replace(href: string, next?: unknown) {
      entries[entries.length - 1] = href;
      state = next ?? null;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return host;
}

describe("the console's router history over the portal's", () => {
  it("reads the page's location from the portal's history", () => {
    const history = createHostRouterHistory(memoryHost("/users?page=2"), vi.fn());
    expect(history.location.pathname).toBe("/users");
    expect(history.location.search).toBe("?page=2");
  });

  it("writes the router's navigations into the portal's history, notifying the router once", () => {
    const host = memoryHost("/users");
    const history = createHostRouterHistory(host, vi.fn());
    const heard = vi.fn();
    history.subscribe(heard);
    history.push("/roles?sort=recent");
    expect(host.entries).toEqual(["/users", "/roles?sort=recent"]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe("/roles");
  });

  it("hears the portal's own navigations (a sign-out from a public route, a redirect)", () => {
    const host = memoryHost("/users");
    const history = createHostRouterHistory(host, vi.fn());
    const heard = vi.fn();
    history.subscribe(heard);
    host.push("/logout");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe("/logout");
  });

  it("steps back and forward through the page's history", () => {
    const step = vi.fn();
    const history = createHostRouterHistory(memoryHost("/users"), step);
    history.back();
    history.forward();
    expect(step.mock.calls).toEqual([[-1], [1]]);
  });

  it("stops hearing the portal once destroyed", () => {
    const host = memoryHost("/users");
    const history = createHostRouterHistory(host, vi.fn());
    const heard = vi.fn();
    history.subscribe(heard);
    history.destroy();
    host.push("/roles");
    expect(heard).not.toHaveBeenCalled();
  });

  it("undoes a Back that a blocker holds, and takes it again once the blocker lets it go", async () => {
    const host = memoryHost("/users");
    const steps: number[] = [];
    const history = createHostRouterHistory(host, (delta) => steps.push(delta));
    history.push("/menuSettings");
    let answer: ((blocked: boolean) => void) | undefined;
    history.block({ blockerFn: () => new Promise<boolean>((resolve) => (answer = resolve)) });
    // The browser's Back, as the portal hears it: the page is at /users, with the router's index 0.
    host.replace("/users", { __TSR_index: 0 });
    expect(steps).toEqual([1]);
    expect(answer).toBeUndefined();
    host.replace("/menuSettings", { __TSR_index: 1 });
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(false);
    await vi.waitFor(() => expect(steps).toEqual([1, -1]));
    host.replace("/users", { __TSR_index: 0 });
    expect(history.location.pathname).toBe("/users");
  });

  it("asks the blockers once the undone Back has landed, so one that lets it go at once still arrives", async () => {
    // The browser's steps land a moment later, and one asked while another is on its way is dropped.
    const host = memoryHost("/users");
    const entries = ["/users", "/menuSettings"];
    let at = 1;
    let onItsWay = false;
    const step = (delta: number) => {
      if (onItsWay) return;
      onItsWay = true;
      setTimeout(() => {
        onItsWay = false;
        at += delta;
        host.replace(entries[at] ?? "/", { __TSR_index: at });
      });
    };
    const history = createHostRouterHistory(host, step);
    history.push("/menuSettings");
    history.block({ blockerFn: async () => false });
    // The browser's Back.
    at = 0;
    host.replace("/users", { __TSR_index: 0 });
    await vi.waitFor(() => expect(history.location.pathname).toBe("/users"));
    expect(at).toBe(0);
  });
});
