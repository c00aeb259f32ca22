import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignInProvider } from "../../react/sign-in-context.tsx";
import { createRuntimeFixture } from "../../testing/runtime-fixture.ts";
import { useCountdown, useResendCountdown } from "./use-countdown.ts";
import { useSplash } from "./use-splash.ts";

function withRuntime() {
  const fixture = createRuntimeFixture();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SignInProvider runtime={fixture.runtime}>{children}</SignInProvider>
  );
  return { ...fixture, wrapper };
}

describe("timer hooks", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("useSplash goes to /login after 2000 ms", () => {
    const { wrapper, moves } = withRuntime();
    renderHook(() => useSplash(), { wrapper });
    act(() => vi.advanceTimersByTime(1999));
    expect(moves).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(moves).toEqual([{ to: "/login" }]);
  });

  it("useResendCountdown counts 60 s, then the resend link returns, and starts over on restart", () => {
    const { wrapper } = withRuntime();
    const { result } = renderHook(() => useResendCountdown(), { wrapper });
    expect(result.current).toMatchObject({ secondsLeft: 60, done: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toMatchObject({ secondsLeft: 0, done: true });
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ secondsLeft: 60, done: false });
  });

  it("useCountdown waits for its configured value, then goes to the page named in state", () => {
    const { wrapper, moves } = withRuntime();
    const { rerender } = renderHook(
      ({ seconds }: { seconds: number | undefined }) => useCountdown({ seconds, goTo: "/users" }),
      { wrapper, initialProps: { seconds: undefined as number | undefined } },
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(moves).toEqual([]);
    rerender({ seconds: 3 });
    act(() => vi.advanceTimersByTime(3000));
    expect(moves).toEqual([{ to: "/users" }]);
  });

  it("useCountdown follows only an in-app page from navigation state", () => {
    const { wrapper, moves } = withRuntime();
    renderHook(() => useCountdown({ seconds: 1, goTo: "https://evil.example.test/" }), { wrapper });
    act(() => vi.advanceTimersByTime(1000));
    expect(moves).toEqual([{ to: "/Login" }]);
  });
});
