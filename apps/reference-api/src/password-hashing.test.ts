import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { readSettings } from "./config.ts";
import { hashPassword, needsRehash, owaspScryptCost, verifyPassword } from "./passwords.ts";
import { DEMO, startTimeout, TestApi, testScryptCost } from "./testing/api-client.ts";

// Password hashing at OWASP's current guidance for scrypt (N=2^17, r=8, p=1), and older hashes
// replaced on the next successful sign-in.

const owaspIdentifier = "scrypt$131072$8$1$";

async function storedHash(dataDir: string, userName: string): Promise<string> {
  const db = await PGlite.create(dataDir);
  try {
    const rows = await db.query<{ hash: string }>(
      "SELECT password_hash AS hash FROM users WHERE user_name = $1",
      [userName],
    );
    return rows.rows[0]?.hash ?? "";
  } finally {
    await db.close();
  }
}

describe("password hashing", () => {
  it(
    "hashes with N=2^17, r=8, p=1 unless told otherwise, and the default setting is that cost",
    async () => {
      expect(readSettings({}).scryptCost).toBe(owaspScryptCost);
      const hash = await hashPassword("Demo!2026");
      expect(hash.startsWith(owaspIdentifier)).toBe(true);
      expect(await verifyPassword("Demo!2026", hash)).toBe(true);
      expect(needsRehash(hash)).toBe(false);
      expect(needsRehash(await hashPassword("Demo!2026", testScryptCost))).toBe(true);
      // Three N=2^17 hashes are meant to be slow (about 0.3 s each alone, several times that on a loaded CI box).
    },
    startTimeout,
  );

  it(
    "upgrades a weaker stored hash to N=2^17 on the next successful sign-in, and keeps the password",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "api-hashing-"));
      const weak = await TestApi.start({ database: dataDir, settings: { scryptCost: testScryptCost } });
      await weak.close();
      expect((await storedHash(dataDir, "demo")).startsWith("scrypt$4096$8$1$")).toBe(true);

      const api = await TestApi.start({ database: dataDir, settings: { scryptCost: owaspScryptCost } });
      try {
        expect((await api.login("demo", DEMO)).body).toMatchObject({ informationCode: "A10" });
        expect((await api.login("demo", DEMO)).body).toMatchObject({ informationCode: "A10" });
      } finally {
        await api.close();
      }
      const upgraded = await storedHash(dataDir, "demo");
      expect(upgraded.startsWith(owaspIdentifier)).toBe(true);
      expect(await verifyPassword("Demo!2026", upgraded)).toBe(true);
      // A user who did not sign in keeps the older hash until they do.
      expect((await storedHash(dataDir, "cert.demo")).startsWith("scrypt$4096$8$1$")).toBe(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
    startTimeout * 2,
  );
});
