import { Api } from "@gse/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { route } from "../../testing/fake-api.ts";
import { fakeJwt } from "../../testing/fake-jwt.ts";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { endSessionForInactivity, watchInactivity } from "./inactivity.ts";

describe("inactivity in the signed-in area", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls it idle once the configured seconds pass without input", () => {
    const onIdle = vi.fn();
    watchInactivity(new EventTarget(), 60, onIdle);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("counts the seconds again from the last key, pointer, wheel, touch or scroll", () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchInactivity(target, 60, onIdle);
    for (const type of ["keydown", "pointermove", "wheel", "touchstart", "scroll", "pointerdown"]) {
      vi.advanceTimersByTime(50_000);
      target.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("stops watching when the signed-in area goes (sign-out, unmount)", () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(new EventTarget(), 60, onIdle);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("revokes the refresh token, clears the session and shows the inactivity screen", async () => {
    const { runtime, api, moves } = createRuntimeFixture([
      route(Api.authentication.revokeToken, () => ({ body: { responseCode: 200, information: "ok" } })),
    ]);
    runtime.session.getState().signIn({ token: fakeJwt({ unique_name: "demo" }), refreshToken: "r1" });
    await endSessionForInactivity(runtime);
    expect(api.requests.map((request) => request.body)).toEqual([
      { UserName: "demo", Quantity: 1, AppName: "payroll", RefreshToken: "r1" },
    ]);
    expect(runtime.session.getState()).toMatchObject({ token: undefined, isAuth: false });
    expect(moves).toEqual([{ to: "/Login", state: { ended: "inactivity" } }]);
  });

  it("ends the page's session even when the revoke cannot reach the server", async () => {
    const { runtime, moves } = createRuntimeFixture([
      route(Api.authentication.revokeToken, () => {
        throw new TypeError("Failed to fetch");
      }),
    ]);
    runtime.session.getState().signIn({ token: fakeJwt({ unique_name: "demo" }), refreshToken: "r1" });
    await endSessionForInactivity(runtime);
    expect(runtime.session.getState().token).toBeUndefined();
    expect(moves).toEqual([{ to: "/Login", state: { ended: "inactivity" } }]);
  });
});
