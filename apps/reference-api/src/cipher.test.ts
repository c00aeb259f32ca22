import { describe, expect, it } from "vitest";
import { decrypt, encrypt } from "./cipher.ts";

// The shared vector of the team brief, computed with the openssl CLI; the SDK's cipher reproduces it too.
const key = { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" };

describe("the password cipher (spec §9: AES-256-CBC, PKCS#7, base64)", () => {
  it("encrypts the demo password as openssl does", () => {
    expect(encrypt("Demo!2026", key)).toBe("pwS2dpu+KCUl76HnfnIKTw==");
  });

  it("encrypts a link payload as openssl does and decrypts it back", () => {
    const payload = '{"user":"demo","token":"abc"}';
    expect(encrypt(payload, key)).toBe("BrwmzNPG0wa+ESh20gOTShfUTjaPFaCZhnNdWR/JPYA=");
    expect(decrypt("BrwmzNPG0wa+ESh20gOTShfUTjaPFaCZhnNdWR/JPYA=", key)).toBe(payload);
  });

  it("answers undefined for a text that is not a ciphertext of this key", () => {
    expect(decrypt("bm90IGEgY2lwaGVydGV4dA==", key)).toBeUndefined();
  });

  it("names the key when it has the wrong length", () => {
    expect(() => encrypt("x", { ...key, key: "c2hvcnQ=" })).toThrow("cipher key: expected 32 bytes");
  });
});
