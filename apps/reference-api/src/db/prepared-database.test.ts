import { describe, expect, it } from "vitest";
import { type Database, openPreparedDatabase } from "./database.ts";

/** A preparation that counts its runs and leaves one row behind. */
function counted(value: string) {
  const runs = { count: 0 };
  const prepare = async (db: Database) => {
    runs.count += 1;
    await db.exec("CREATE TABLE prepared (value text)");
    await db.query("INSERT INTO prepared (value) VALUES ($1)", [value]);
  };
  return { runs, prepare };
}

const values = async (db: Database) =>
  (await db.query<{ value: string }>("SELECT value FROM prepared ORDER BY value")).map((row) => row.value);

// Each test creates PGlite afresh at least once: seconds alone, more on a loaded machine. A hang still fails.
describe("an in-memory database prepared once per key", { timeout: 60_000 }, () => {
  it("starts the next database of a key from the first one's data, without preparing it again", async () => {
    const key = `test-${Math.random()}`;
    const { runs, prepare } = counted("seeded");
    const first = await openPreparedDatabase("memory", key, prepare);
    const second = await openPreparedDatabase("memory", key, prepare);
    try {
      expect(runs.count).toBe(1);
      expect(await values(second)).toEqual(["seeded"]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("gives each database its own data: a write in one is not in the next", async () => {
    const key = `test-${Math.random()}`;
    const { prepare } = counted("seeded");
    const first = await openPreparedDatabase("memory", key, prepare);
    await first.query("INSERT INTO prepared (value) VALUES ('written')");
    const second = await openPreparedDatabase("memory", key, prepare);
    try {
      expect(await values(first)).toEqual(["seeded", "written"]);
      expect(await values(second)).toEqual(["seeded"]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("prepares a database of another key (other seed options) afresh", async () => {
    const a = counted("a");
    const b = counted("b");
    const first = await openPreparedDatabase("memory", `test-a-${Math.random()}`, a.prepare);
    const second = await openPreparedDatabase("memory", `test-b-${Math.random()}`, b.prepare);
    try {
      expect([a.runs.count, b.runs.count]).toEqual([1, 1]);
      expect(await values(second)).toEqual(["b"]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("leaves out initdb's template databases, which an in-memory database never copies", async () => {
    const { prepare } = counted("seeded");
    const db = await openPreparedDatabase("memory", `test-${Math.random()}`, prepare);
    try {
      expect(await db.query("SELECT datname FROM pg_database ORDER BY datname")).toEqual([
        { datname: "postgres" },
      ]);
    } finally {
      await db.close();
    }
  });

  it("keeps no failed preparation: the next database of the key tries again", async () => {
    const key = `test-${Math.random()}`;
    await expect(
      openPreparedDatabase("memory", key, async () => {
        throw new Error("seed failed");
      }),
    ).rejects.toThrow("seed failed");
    const { runs, prepare } = counted("second try");
    const db = await openPreparedDatabase("memory", key, prepare);
    try {
      expect(runs.count).toBe(1);
      expect(await values(db)).toEqual(["second try"]);
    } finally {
      await db.close();
    }
  });
});
