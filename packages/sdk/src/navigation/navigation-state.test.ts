import { describe, expect, it } from "vitest";
import {
  AlertStateSchema,
  AvailableAppsStateSchema,
  ResendEmailStateSchema,
  readNavigationState,
} from "./navigation-state.ts";

describe("navigation state", () => {
  it("reads an alert's message and in-app page to go to, ignoring the router's own keys", () => {
    expect(
      readNavigationState(AlertStateSchema, {
        message: "Hola",
        pageToGo: "/users",
        key: "abc",
        __TSR_index: 2,
      }),
    ).toEqual({
      message: "Hola",
      type: "ALERT",
      pageToGo: "/users",
    });
  });

  it.each(["https://evil.test/", "//evil.test", "javascript:alert(1)", 7])(
    "never lets %s be the page to go to",
    (pageToGo) => {
      expect(readNavigationState(AlertStateSchema, { message: "x", pageToGo })?.pageToGo).toBe("/Login");
    },
  );

  it("defaults the alert's page to go to to /Login", () => {
    expect(readNavigationState(AlertStateSchema, {})?.pageToGo).toBe("/Login");
  });

  it("rejects an unknown message type instead of guessing", () => {
    expect(readNavigationState(AlertStateSchema, { type: "<script>" })).toBeUndefined();
  });

  it("reads the resend screen's user and the available apps", () => {
    expect(readNavigationState(ResendEmailStateSchema, { email: "a@b.test", userName: "a" })).toMatchObject({
      email: "a@b.test",
      userName: "a",
    });
    expect(readNavigationState(AvailableAppsStateSchema, undefined)).toEqual({ apps: [] });
  });
});
