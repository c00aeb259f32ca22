import { describe, expect, it, vi } from "vitest";
import { createNoticeStore, type Notice } from "./notice-store.ts";

const forbidden: Notice = { kind: "forbidden", message: "sin privilegios" };
const revoked: Notice = { kind: "revoked", message: "Tu sesión fue revocada. Inicia sesión nuevamente." };
const takenOver: Notice = { kind: "sessionStatus", message: "otro dispositivo", autoHideMs: 7000 };

describe("the page-wide notice", () => {
  it("keeps the hub's reason when the refresh of a call under way answers R101 after it", () => {
    const store = createNoticeStore();
    const [hubAccept, revokedAccept] = [vi.fn(), vi.fn()];
    store.getState().show(takenOver, hubAccept);
    store.getState().show(revoked, revokedAccept);
    expect(store.getState().notice).toEqual(takenOver);
    store.getState().acceptNotice();
    expect([hubAccept.mock.calls.length, revokedAccept.mock.calls.length]).toEqual([1, 0]);
  });

  it("replaces a revoked notice with the hub's reason when that comes second", () => {
    const store = createNoticeStore();
    store.getState().show(revoked, vi.fn());
    store.getState().show(takenOver, vi.fn());
    expect(store.getState().notice).toEqual(takenOver);
  });

  it("keeps the end of the session over a 403, and lets the end of the session replace a 403", () => {
    const store = createNoticeStore();
    store.getState().show(forbidden, vi.fn());
    store.getState().show(revoked, vi.fn());
    store.getState().show(forbidden, vi.fn());
    expect(store.getState().notice).toEqual(revoked);
  });

  it("shows the next notice once the shown one is accepted", () => {
    const store = createNoticeStore();
    store.getState().show(takenOver, vi.fn());
    store.getState().acceptNotice();
    store.getState().show(forbidden, vi.fn());
    expect(store.getState().notice).toEqual(forbidden);
  });
});
