import { AdminApi, type AdminUser, UserListAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The users list's state toggle and delete (spec §4 "User", §7 "Users").

const { list, inactivate, delete: remove } = AdminApi.user;

describe("POST /api/user/Inactivate and /api/user/delete", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const find = async (userName: string): Promise<AdminUser | undefined> => {
    const page = api.read(
      UserListAnswerSchema,
      await api.getAs(demo, list.path, { pages: "0,10", customerSearch: userName }),
    );
    return page.result.users.find((user) => user.userName === userName);
  };
  const found = async (userName: string): Promise<AdminUser> => {
    const user = await find(userName);
    if (!user) throw new Error(`${userName}: not in the list`);
    return user;
  };

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it("deactivates (1) and reactivates (2) a user, with the spec's messages", async () => {
    const { id } = await found("shared.one");
    const off = await api.post(inactivate.path, { id, idstate: 1 }, as(demo));
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ information: "El usuario quedó en estado inactivo" });
    expect((await found("shared.one")).idstate).toBe(1);
    const on = await api.post(inactivate.path, { id, idstate: 2 }, as(demo));
    expect(on.body).toMatchObject({ information: "El usuario quedó en estado activo" });
    expect((await found("shared.one")).idstate).toBe(2);
  });

  it("refuses to change state 6 with 'No es posible cambiar de estado a este usuario', changing nothing", async () => {
    const { id } = await found("blocked.demo");
    const refused = await api.post(inactivate.path, { id, idstate: 2 }, as(demo));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ information: "No es posible cambiar de estado a este usuario" });
    expect((await found("blocked.demo")).idstate).toBe(6);
  });

  it("sets only states 1 and 2, naming idstate otherwise", async () => {
    const { id } = await found("shared.one");
    for (const idstate of [0, 3, 6]) {
      const refused = await api.post(inactivate.path, { id, idstate }, as(demo));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("idstate");
    }
    expect((await found("shared.one")).idstate).toBe(2);
  });

  it("answers 404 naming an unknown id", async () => {
    const refused = await api.post(inactivate.path, { id: "987654321", idstate: 1 }, as(demo));
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toContain("987654321");
  });

  it("answers 403 to a user without the privilege, changing nothing", async () => {
    const { id } = await found("shared.one");
    expect((await api.post(inactivate.path, { id, idstate: 1 }, as(noPrivileges))).status).toBe(403);
    expect((await api.post(remove.path, { Id: id }, as(noPrivileges))).status).toBe(403);
    expect((await found("shared.one")).idstate).toBe(2);
  });

  it("deletes softly: A10 with the server's message, the user leaves the list, a second delete is 404", async () => {
    const { id } = await found("shared.two");
    const deleted = await api.post(remove.path, { Id: id }, as(demo));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      informationCode: "A10",
      information: "El usuario fue eliminado con éxito",
    });
    expect(await find("shared.two")).toBeUndefined();
    expect((await api.post(remove.path, { Id: id }, as(demo))).status).toBe(404);
    expect((await api.post(inactivate.path, { id, idstate: 1 }, as(demo))).status).toBe(404);
  });
});
