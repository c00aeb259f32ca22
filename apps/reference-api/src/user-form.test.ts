import {
  ActivateDeletedUserAnswerSchema,
  AdminApi,
  CountRolesByUserAnswerSchema,
  CountriesAnswerSchema,
  CustomersAnswerSchema,
  UserByIdAnswerSchema,
  UserExistsAnswerSchema,
  UserListAnswerSchema,
  UserTypesAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The user form's reads (spec §7 "Users"): GetById, GetTypeUser, get-countries, getuserexists and
// activateDeletedUser.

const user = AdminApi.user;

describe("the user form's calls", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const idOf = async (userName: string) => {
    const page = api.read(
      UserListAnswerSchema,
      await api.getAs(demo, user.list.path, { pages: "0,10", customerSearch: userName }),
    );
    const found = page.result.users.find((row) => row.userName === userName);
    if (!found) throw new Error(`${userName}: not in the list`);
    return found.id;
  };
  const exists = async (body: Record<string, string>) =>
    api.read(UserExistsAnswerSchema, await api.post(user.exists.path, body, as(demo))).result;

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it("GetById answers the user with header pid in count and records[0]", async () => {
    const id = await idOf("cert.demo");
    const answer = api.read(UserByIdAnswerSchema, await api.getAs(demo, user.getById.path, { pid: id }));
    expect(answer.result.count).toBe(1);
    expect(answer.result.records[0]).toMatchObject({ id, userName: "cert.demo", document: "1020304050" });
  });

  it("GetById answers 404 naming an unknown pid, and 400 without one", async () => {
    const unknown = await api.getAs(demo, user.getById.path, { pid: "98765" });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("98765");
    expect((await api.getAs(demo, user.getById.path)).status).toBe(400);
  });

  it("GetTypeUser answers the four user types", async () => {
    const answer = api.read(UserTypesAnswerSchema, await api.getAs(demo, user.types.path));
    expect(answer.result.records.map((type) => type.id)).toEqual([1, 2, 3, 4]);
  });

  it("get-countries answers the countries, Colombia among them", async () => {
    const answer = api.read(CountriesAnswerSchema, await api.getAs(demo, user.countries.path));
    expect(answer.result.map((country) => country.countryCode)).toContain("CO");
  });

  it("getuserexists: A10 for a live user's userName or email, whatever the case; nothing for a free one", async () => {
    expect(await exists({ userName: "CERT.demo" })).toMatchObject({ informationCode: "A10" });
    expect((await exists({ email: "cert.demo@example.test" })).users[0]?.userName).toBe("cert.demo");
    const free = await exists({ userName: "nobody.here" });
    expect(free.informationCode ?? undefined).toBeUndefined();
    expect(free.users).toEqual([]);
  });

  it("a deleted user's email answers A20; activateDeletedUser brings it back (A10 with the user)", async () => {
    const id = await idOf("shared.two");
    expect((await api.post(user.delete.path, { Id: id }, as(demo))).status).toBe(200);
    const deleted = await exists({ userName: "shared.two" });
    expect(deleted.informationCode).toBe("A20");
    expect(deleted.users[0]?.id).toBe(id);

    const restored = api.read(
      ActivateDeletedUserAnswerSchema,
      await api.post(user.activateDeleted.path, { id }, as(demo)),
    );
    expect(restored.result).toMatchObject({ informationCode: "A10", user: { id, userName: "shared.two" } });
    expect((await exists({ userName: "shared.two" })).informationCode).toBe("A10");
    // A live user cannot be reactivated again.
    expect((await api.post(user.activateDeleted.path, { id }, as(demo))).status).toBe(404);
  });

  it("GetCustomerByUser and GetCustomer mark the user's companies, exactly one principal", async () => {
    const id = await idOf("cert.demo");
    for (const [path, header] of [
      [user.customersByUser.path, "userId"],
      [user.customers.path, "userid"],
    ] as const) {
      const { customers } = api.read(
        CustomersAnswerSchema,
        await api.getAs(demo, path, { [header]: id, app: "suite" }),
      ).result;
      expect(customers.length).toBeGreaterThan(1);
      expect(customers.filter((customer) => customer.principal)).toHaveLength(1);
      expect(customers.filter((customer) => customer.principal && customer.assigned)).toHaveLength(1);
    }
    const none = api.read(CustomersAnswerSchema, await api.getAs(demo, user.customers.path)).result.customers;
    expect(none.some((customer) => customer.assigned || customer.principal)).toBe(false);
    expect((await api.getAs(demo, user.customers.path, { userid: "x1" })).status).toBe(400);
  });

  it("GetCountRolesByUser counts the user's roles per application, most first; none for a new user", async () => {
    const counts = api.read(
      CountRolesByUserAnswerSchema,
      await api.getAs(demo, user.countRolesByUser.path, { user: await idOf("demo") }),
    ).result;
    expect(counts.length).toBeGreaterThan(1);
    expect(counts[0]?.rolequantity).toBeGreaterThan(0);
    const held = counts.map((count) => count.rolequantity);
    expect(held).toEqual([...held].sort((a, b) => b - a));
    for (const count of counts) expect(count.rolequantityUnique).toBeLessThanOrEqual(count.rolequantity);
    const fresh = api.read(
      CountRolesByUserAnswerSchema,
      await api.getAs(demo, user.countRolesByUser.path, { user: "" }),
    ).result;
    expect(fresh.every((count) => count.rolequantity === 0)).toBe(true);
  });

  it("answers 403 without the users privileges", async () => {
    expect((await api.getAs(noPrivileges, user.types.path)).status).toBe(403);
    expect((await api.post(user.exists.path, { userName: "demo" }, as(noPrivileges))).status).toBe(403);
  });
});
