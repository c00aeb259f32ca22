import { describe, expect, it } from "vitest";
import { encryptText } from "./password-cipher.ts";
import { decodeSetPasswordLink } from "./set-password-link.ts";

const keys = { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" };
const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const clock = { now: () => now };
const inSeconds = (seconds: number) => now / 1000 + seconds;

const base64url = (text: string) => Buffer.from(text).toString("base64url");
const jwt = (claims: Record<string, unknown>) =>
  [base64url('{"alg":"none","typ":"JWT"}'), base64url(JSON.stringify(claims)), "signature"].join(".");
const validToken = jwt({ email: "demo@gse.example.test", exp: inSeconds(3600) });

/** The query string of an emailed link: "?" + urlencoded base64 of the encrypted JSON. */
const link = (payload: unknown) =>
  `?${encodeURIComponent(encryptText(typeof payload === "string" ? payload : JSON.stringify(payload), keys))}`;

describe("set-password link payload (spec §4)", () => {
  it("gives user, token, email from the token and tenant language of a valid, unexpired link", () => {
    const result = decodeSetPasswordLink(
      link({ user: "demo", token: validToken, tenantLanguage: "pt" }),
      keys,
      clock,
    );
    expect(result).toEqual({
      ok: true,
      link: {
        user: "demo",
        token: validToken,
        tenantLanguage: "pt",
        email: "demo@gse.example.test",
        claims: { email: "demo@gse.example.test", exp: inSeconds(3600) },
        expiresAt: new Date(now + 3_600_000),
      },
    });
  });

  it("reads the query string with or without its '?' and with an unencoded '+' of base64", () => {
    const cipherText = encryptText(JSON.stringify({ user: "demo", token: validToken }), keys);
    expect(cipherText).toContain("+");
    expect(decodeSetPasswordLink(cipherText, keys, clock).ok).toBe(true);
    expect(decodeSetPasswordLink(`?${cipherText}`, keys, clock).ok).toBe(true);
  });

  it("leaves out the tenant language when the link names none", () => {
    const result = decodeSetPasswordLink(
      link({ user: "demo", token: validToken, tenantLanguage: null }),
      keys,
      clock,
    );
    expect(result.ok && result.link).not.toHaveProperty("tenantLanguage");
  });

  it("accepts a token whose exp is one second later than now in UTC", () => {
    const token = jwt({ email: "demo@gse.example.test", exp: inSeconds(1) });
    expect(decodeSetPasswordLink(link({ user: "demo", token }), keys, clock).ok).toBe(true);
  });

  it.each([
    ["an empty query string", "", "empty"],
    ["a bare '?'", "?", "empty"],
    ["an encrypted empty text", link(""), "empty"],
    ["text that is not base64", "?not-a-link", "undecryptable"],
    ["a broken percent-encoding", "?%E0%A4%A", "undecryptable"],
    ["base64 that does not decrypt", `?${encodeURIComponent("qwS2dpu+KCUl76HnfnIKTw==")}`, "undecryptable"],
    ["an encrypted text that is not JSON", link("user=demo"), "malformed"],
    ["JSON that is not an object", link("[1,2]"), "malformed"],
    ["a payload without user", link({ token: validToken }), "malformed"],
    [
      "a tenant language other than es, en or pt",
      link({ user: "demo", token: validToken, tenantLanguage: "fr" }),
      "malformed",
    ],
    ["a payload without token", link({ user: "demo" }), "missing-token"],
    ["a payload with an empty token", link({ user: "demo", token: "" }), "missing-token"],
    [
      "a token that is not a JWT (the shared cipher vector)",
      "?BrwmzNPG0wa%2BESh20gOTShfUTjaPFaCZhnNdWR%2FJPYA%3D",
      "unreadable-token",
    ],
    ["a JWT without exp", link({ user: "demo", token: jwt({ email: "a@b.c" }) }), "unreadable-token"],
    [
      "a JWT whose exp is now",
      link({ user: "demo", token: jwt({ email: "a@b.c", exp: inSeconds(0) }) }),
      "expired",
    ],
    [
      "a JWT that expired an hour ago",
      link({ user: "demo", token: jwt({ email: "a@b.c", exp: inSeconds(-3600) }) }),
      "expired",
    ],
  ])("rejects %s with 'El enlace no es válido.'", (_, query, reason) => {
    expect(decodeSetPasswordLink(query, keys, clock)).toEqual({
      ok: false,
      reason,
      message: "El enlace no es válido.",
    });
  });

  it("gives 'Error al procesar el enlace.' when the configured key cannot be used", () => {
    const result = decodeSetPasswordLink(
      link({ user: "demo", token: validToken }),
      { ...keys, key: "" },
      clock,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: "processing-failed",
      message: "Error al procesar el enlace.",
    });
  });

  it("gives 'Error al procesar el enlace.' when processing fails unexpectedly", () => {
    const failingClock = {
      now: () => {
        throw new Error("clock unavailable");
      },
    };
    const result = decodeSetPasswordLink(link({ user: "demo", token: validToken }), keys, failingClock);
    expect(result).toEqual({
      ok: false,
      reason: "processing-failed",
      message: "Error al procesar el enlace.",
      error: new Error("clock unavailable"),
    });
  });

  it("opens a link whose token carries no email claim (tolerant where the spec is silent)", () => {
    const token = jwt({ exp: inSeconds(3600) });
    const result = decodeSetPasswordLink(link({ user: "demo", token }), keys, clock);
    expect(result).toMatchObject({ ok: true, link: { user: "demo", token, email: "" } });
  });
});
