import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { errors, jwtVerify, SignJWT } from "jose";
import { storePaths } from "./folder-store.ts";

/** How long a preview link works unless `brands:preview --hours` says otherwise. */
export const DEFAULT_PREVIEW_HOURS = 24;

/** The secret preview links are signed with: made once per store, readable by its owner only, never served. */
export function previewSecret(storeDir: string): Uint8Array {
  const file = storePaths(storeDir).previewKey;
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    mkdirSync(storeDir, { recursive: true });
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, randomBytes(32));
      closeSync(fd);
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error; // another process made it first
    }
    return new Uint8Array(readFileSync(file));
  }
}

export interface PreviewClaim {
  readonly key: string;
  readonly revision: string;
  /** When the link stops working. */
  readonly expires: Date;
}

/** A signed, expiring token naming one revision of one brand: whoever holds it sees the portal in that revision. */
export async function signPreview(
  storeDir: string,
  key: string,
  revision: string,
  hours: number,
): Promise<string> {
  return new SignJWT({ rev: revision })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(key)
    .setAudience("brand-preview")
    .setIssuedAt()
    .setExpirationTime(`${Math.round(hours * 3600)}s`)
    .sign(previewSecret(storeDir));
}

/** The claim of a preview token, or why it is refused (expired, altered, not a preview token). */
export async function verifyPreview(
  secret: Uint8Array,
  token: string,
): Promise<{ readonly claim: PreviewClaim } | { readonly problem: string }> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: "brand-preview", algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.rev !== "string" || payload.exp === undefined) {
      return { problem: "expected a brand preview token, got another token" };
    }
    return { claim: { key: payload.sub, revision: payload.rev, expires: new Date(payload.exp * 1000) } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { problem: "the preview link has expired" };
    return { problem: "the preview link is not valid (altered, or signed by another store)" };
  }
}
