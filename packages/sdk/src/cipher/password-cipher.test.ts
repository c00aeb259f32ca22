import { describe, expect, it } from "vitest";
import { decryptText, encryptPassword, encryptText } from "./password-cipher.ts";

// The demo key's vectors, computed with the openssl CLI (aes-256-cbc, PKCS#7, base64) as
// docs/reference-api.md shows.
const keys = { key: "UXn3oJ5WIK7HWmzUbpIeI9p0S6j4iGYG2i8xfijlc3Y=", iv: "52IrZ0Zhb3OVWQfd7mhb3Q==" };
const vectors = [
  ["Demo!2026", "pwS2dpu+KCUl76HnfnIKTw=="],
  ['{"user":"demo","token":"abc"}', "BrwmzNPG0wa+ESh20gOTShfUTjaPFaCZhnNdWR/JPYA="],
] as const;

describe("password cipher (spec §9: AES-256-CBC, PKCS#7, base64)", () => {
  it.each(vectors)("encrypts %j to the openssl vector", (plain, cipherText) => {
    expect(encryptText(plain, keys)).toBe(cipherText);
  });

  it.each(vectors)("decrypts the openssl vector back to %j", (plain, cipherText) => {
    expect(decryptText(cipherText, keys)).toBe(plain);
  });

  it("encrypts the password of the requests with the same cipher", () => {
    expect(encryptPassword("Demo!2026", keys)).toBe("pwS2dpu+KCUl76HnfnIKTw==");
  });

  it("round-trips non-ASCII text as UTF-8", () => {
    const text = "contraseña ¿¡ 🔑";
    expect(decryptText(encryptText(text, keys), keys)).toBe(text);
  });

  it.each([
    ["not base64", "%%%"],
    ["unpadded base64", "pwS2dpu+KCUl76HnfnIKTw"],
    ["an incomplete block", "pwS2dpu+KCUl76Hn"],
    ["nothing", ""],
    ["non-canonical base64", "pwS2dpu+KCUl76HnfnIKTx=="],
    ["a block whose padding is wrong once decrypted", "qwS2dpu+KCUl76HnfnIKTw=="],
  ])("gives undefined, not an exception, for %s", (_, cipherText) => {
    expect(decryptText(cipherText, keys)).toBeUndefined();
  });

  it("names the bad config key when the key is not 32 bytes", () => {
    expect(() => encryptText("x", { ...keys, key: "c2hvcnQ=" })).toThrow(
      /^cipher\.key: expected base64 of 32 bytes, got 5 bytes/,
    );
  });

  it("names the bad config key when the IV is not base64", () => {
    expect(() => decryptText("pwS2dpu+KCUl76HnfnIKTw==", { ...keys, iv: "abc" })).toThrow(
      /^cipher\.iv: expected base64 of 16 bytes, got "abc"/,
    );
  });
});
