import { AdminApi, UserListAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The users list, GET /api/user/list (spec §7), paged, searched and sorted on the server.

const list = AdminApi.user.list.path;

describe("GET /api/user/list", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  const page = (token: string, headers: Record<string, string>) => api.getAs(token, list, headers);

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it("answers one page of users and the directory's total rows", async () => {
    const answer = api.read(UserListAnswerSchema, await page(demo, { pages: "1,25" }));
    expect(answer.result.users).toHaveLength(25);
    expect(answer.result.rows).toBeGreaterThan(300);
  });

  it("pages do not overlap", async () => {
    const first = api.read(UserListAnswerSchema, await page(demo, { pages: "0,10", filterBy: "oldest" }));
    const second = api.read(UserListAnswerSchema, await page(demo, { pages: "1,10", filterBy: "oldest" }));
    const ids = new Set(first.result.users.map((user) => user.id));
    expect(second.result.users.some((user) => ids.has(user.id))).toBe(false);
  });

  it("searches user name, names, surnames, email and document, with the total of the search", async () => {
    const answer = api.read(
      UserListAnswerSchema,
      await page(demo, { pages: "0,10", customerSearch: "1020304050" }),
    );
    expect(answer.result.users.map((user) => user.userName)).toEqual(["cert.demo"]);
    expect(answer.result.rows).toBe(1);
  });

  it("takes a search's pattern characters literally", async () => {
    const answer = api.read(UserListAnswerSchema, await page(demo, { pages: "0,10", customerSearch: "%" }));
    expect(answer.result.rows).toBe(0);
  });

  it("puts inactive users (states 1, 3 and 6) first for Inactivo and last for Activo", async () => {
    const inactiveFirst = api.read(
      UserListAnswerSchema,
      await page(demo, { pages: "0,10", filterBy: "inactive" }),
    );
    const activeFirst = api.read(
      UserListAnswerSchema,
      await page(demo, { pages: "0,10", filterBy: "active" }),
    );
    expect([1, 3, 6]).toContain(inactiveFirst.result.users[0]?.idstate);
    expect([1, 3, 6]).not.toContain(activeFirst.result.users[0]?.idstate);
  });

  it("refuses a malformed pages header, naming it", async () => {
    const answer = await page(demo, { pages: "0,7" });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("pages");
  });

  it("answers 403 to a user without users.read", async () => {
    expect((await page(noPrivileges, { pages: "0,10" })).status).toBe(403);
  });
});
