import { cbc } from "@noble/ciphers/aes.js";
import { base64ToBytes, bytesToBase64 } from "./base64.ts";

/**
 * The key and IV of the runtime config's `cipher` entry, both base64 (32 and 16 bytes).
 * The fixed-key cipher is a compatibility feature of the backend contract, not a security control: TLS is.
 */
export interface CipherKeys {
  readonly key: string;
  readonly iv: string;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeKey(value: string, name: "key" | "iv", bytes: number): Uint8Array {
  const decoded = base64ToBytes(value);
  if (decoded?.length !== bytes) {
    throw new Error(
      `cipher.${name}: expected base64 of ${bytes} bytes, got ${decoded ? `${decoded.length} bytes` : `"${value}"`}; fix the runtime config`,
    );
  }
  return decoded;
}

function aes(keys: CipherKeys) {
  return cbc(decodeKey(keys.key, "key", 32), decodeKey(keys.iv, "iv", 16));
}

/**
 * AES-256-CBC with PKCS#7 padding of the UTF-8 text, as base64: what the backend expects (spec §9).
 * Throws only when the keys themselves are invalid, which is a configuration error.
 */
export function encryptText(text: string, keys: CipherKeys): string {
  return bytesToBase64(aes(keys).encrypt(new TextEncoder().encode(text)));
}

/** The password field of the login, set-password and change-password requests, encrypted for the backend. */
export function encryptPassword(password: string, keys: CipherKeys): string {
  return encryptText(password, keys);
}

/**
 * The text `encryptText` encrypted, or undefined when the input is not padded base64 of whole AES blocks,
 * its padding is wrong or the bytes are not UTF-8. Throws only when the keys are invalid (a configuration error).
 */
export function decryptText(cipherText: string, keys: CipherKeys): string | undefined {
  const cipher = aes(keys);
  const bytes = base64ToBytes(cipherText);
  if (!bytes || bytes.length === 0 || bytes.length % 16 !== 0) return undefined;
  try {
    return strictUtf8.decode(cipher.decrypt(bytes));
  } catch {
    return undefined;
  }
}
