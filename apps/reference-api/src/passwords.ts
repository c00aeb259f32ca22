import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt's cost as log2 of N. 17 (N=2^17, r=8, p=1) is OWASP's current guidance for scrypt; tests that hash
 * many times pass a lower one through REFERENCE_SCRYPT_COST or the `scryptCost` setting.
 */
export const owaspScryptCost = 17;
const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses above 32 MiB unless maxmem says more.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? r) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost = owaspScryptCost): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p }, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, storedR, storedP, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(
    password,
    Buffer.from(salt, "base64"),
    { N: Number(n), r: Number(storedR), p: Number(storedP) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with other parameters than today's: it is replaced on the next sign-in. */
export function needsRehash(stored: string, cost = owaspScryptCost): boolean {
  return !stored.startsWith(`scrypt$${2 ** cost}$${r}$${p}$`);
}
