import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { Limits } from "@gse/contract";

const params = { N: 16_384, r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: params.N, r: params.r, p: params.p }, params.keyLength);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(
    password,
    Buffer.from(salt, "base64"),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

const specials = new Set(Limits.passwordSpecialCharacters);
const isAlphanumeric = (char: string) => /^[\p{L}\p{N}]$/u.test(char);

/**
 * The five rules of spec §5: length, an uppercase, a lowercase, a digit and a special character, where every
 * non-alphanumeric must come from the allowed set. Answers the failed rule's name, or undefined.
 */
export function brokenPasswordRule(password: string): string | undefined {
  const chars = [...password];
  if (chars.length < Limits.passwordMinLength) return `at least ${Limits.passwordMinLength} characters`;
  if (!chars.some((c) => /\p{Lu}/u.test(c))) return "an uppercase letter";
  if (!chars.some((c) => /\p{Ll}/u.test(c))) return "a lowercase letter";
  if (!chars.some((c) => /\p{Nd}/u.test(c))) return "a digit";
  if (!chars.some((c) => specials.has(c)))
    return `a special character from ${Limits.passwordSpecialCharacters}`;
  if (chars.some((c) => !isAlphanumeric(c) && !specials.has(c))) {
    return `no characters outside letters, digits and ${Limits.passwordSpecialCharacters}`;
  }
  return undefined;
}
