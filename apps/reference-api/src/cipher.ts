import { createCipheriv, createDecipheriv } from "node:crypto";

export interface CipherKey {
  readonly key: string;
  readonly iv: string;
}

function material({ key, iv }: CipherKey) {
  const keyBytes = Buffer.from(key, "base64");
  const ivBytes = Buffer.from(iv, "base64");
  if (keyBytes.length !== 32)
    throw new Error(`cipher key: expected 32 bytes of base64, got ${keyBytes.length}`);
  if (ivBytes.length !== 16) throw new Error(`cipher IV: expected 16 bytes of base64, got ${ivBytes.length}`);
  return { keyBytes, ivBytes };
}

/** AES-256-CBC, PKCS#7, base64 output: the client's password cipher (spec §9) and the link payload cipher. */
export function encrypt(plain: string, cipherKey: CipherKey): string {
  const { keyBytes, ivBytes } = material(cipherKey);
  const cipher = createCipheriv("aes-256-cbc", keyBytes, ivBytes);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

/** The inverse of `encrypt`; `undefined` when the text is not a ciphertext of this key. */
export function decrypt(base64: string, cipherKey: CipherKey): string | undefined {
  const { keyBytes, ivBytes } = material(cipherKey);
  try {
    const decipher = createDecipheriv("aes-256-cbc", keyBytes, ivBytes);
    return Buffer.concat([decipher.update(Buffer.from(base64, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
