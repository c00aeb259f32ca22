import {
  AdminApi,
  ErrorAnswerSchema,
  GetMenuByUserAnswerSchema,
  GetTilesByUserAnswerSchema,
  type MenuItem,
  MenuListAnswerSchema,
  PrivilegeListAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedCalls } from "./admin/call-privileges.ts";
import { jwtClaims, startTimeout, TestApi } from "./testing/api-client.ts";

// The menus the console's shell draws, and the gate of every administration call.

const menu = AdminApi.menu;
const names = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.name, ...names(item.children)]);

describe("the menu calls and the administration gate", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  const bearer = (token: string, headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...headers,
  });
  const menuOf = (token: string, location: number, appName = "suite") =>
    api.get(menu.getMenuByUser.path, bearer(token, { idmenulocation: String(location), appName }));

  const image = (path: string | undefined) => fetch(`${api.url}${path ?? ""}`);

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it("gives demo the side menu (1) with the console's areas as functions and the application's pages as URLs", async () => {
    const answer = api.read(GetMenuByUserAnswerSchema, await menuOf(demo, 1));
    const items = answer.result.records[0]?.menuJson ?? [];
    const administration = items.find((item) => item.name === "Administración");
    expect(administration?.children.map((item) => item.functionName)).toEqual([
      "users",
      "privileges",
      "roles",
      "apps",
      "menuSettings",
      "notifications",
      "brands",
    ]);
    expect(items.find((item) => item.name === "Inicio")).toMatchObject({
      isFunction: true,
      functionName: "home",
    });
    const support = items.find((item) => item.isPersonalizedIcon);
    expect(support).toMatchObject({
      name: "Soporte",
      isFunction: false,
      url: "https://soporte.gse.example.test",
    });
    expect((await image(support?.iconName)).headers.get("content-type")).toContain("image/svg+xml");
    expect(names(items).length).toBeGreaterThan(8);
  });

  it("keeps each application's reports page from everyone until an administrator creates its privilege", async () => {
    const items = api.read(GetMenuByUserAnswerSchema, await menuOf(demo, 1, "payroll")).result.records[0]
      ?.menuJson;
    expect(names(items ?? [])).not.toContain("Reportes");
    const privileges = api.read(
      PrivilegeListAnswerSchema,
      await api.getAs(demo, AdminApi.privilege.list.path),
    );
    expect(privileges.result.records.map((privilege) => privilege.name)).not.toContain("PAYROLL_REPORTES");
  });

  it("keeps inactive items in the menu, flagged, for the console to dim or hide", async () => {
    const top = api.read(GetMenuByUserAnswerSchema, await menuOf(demo, 2)).result.records[0]?.menuJson ?? [];
    expect(top.map((item) => [item.name, item.isActivate])).toContainEqual(["Novedades", false]);
  });

  it("gives the user menu (3) in its user (0) and application (1) sections", async () => {
    const items =
      api.read(GetMenuByUserAnswerSchema, await menuOf(demo, 3)).result.records[0]?.menuJson ?? [];
    expect(new Set(items.map((item) => item.section))).toEqual(new Set([0, 1]));
    expect(items.filter((item) => item.section === 1).map((item) => item.functionName)).toContain(
      "menuSettings",
    );
  });

  it("gives the suite tiles (4) with light and dark logos served by this server, RESETOTP not among them", async () => {
    const answer = api.read(GetTilesByUserAnswerSchema, await menuOf(demo, 4, "payroll"));
    const tiles = answer.result.records[0]?.menuJson ?? [];
    expect(tiles.length).toBeGreaterThanOrEqual(10);
    expect(tiles.map((tile) => tile.name)).not.toContain("Restablecimiento de OTP");
    const [first] = tiles;
    for (const logo of [first?.iconName, first?.iconNameDark]) {
      const answer = await image(logo);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("image/svg+xml");
      expect(await answer.text()).toMatch(/^<svg /);
    }
    expect(first?.iconName).not.toBe(first?.iconNameDark);
  });

  it("serves a user only the items their privileges allow", async () => {
    const items =
      api.read(GetMenuByUserAnswerSchema, await menuOf(noPrivileges, 1, "payroll")).result.records[0]
        ?.menuJson ?? [];
    expect(names(items)).toContain("Consultar la nómina");
    expect(names(items)).not.toContain("Administración");
    expect(names(items)).not.toContain("Liquidar la nómina");
    expect(jwtClaims(noPrivileges).privileges).toEqual(["NOMINA_CONSULTAR"]);
  });

  it("answers 401 without a session token, and for a token that is not one", async () => {
    const without = await api.get(menu.getMenuByUser.path, { idmenulocation: "1", appName: "suite" });
    expect(without.status).toBe(401);
    expect(api.read(ErrorAnswerSchema, without).responseCode).toBe(401);
    expect((await menuOf("not-a-token", 1)).status).toBe(401);
  });

  it("answers 401 for every administration call without a session token", async () => {
    for (const call of guardedCalls) {
      const answer = await api.call(call.method, call.path, call.method === "POST" ? { body: {} } : {});
      expect(answer.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it("answers 403 with the spec's text to a user who signs in but holds no administration privilege", async () => {
    const answer = await api.get(menu.list.path, bearer(noPrivileges));
    expect(answer.status).toBe(403);
    const body = api.read(ErrorAnswerSchema, answer);
    expect(body.responseCode).toBe(403);
    expect(body.information).toMatch(
      /^La acción que está intentando realizar no es posible ejecutarla debido a que su usuario no tiene los privilegios suficientes\./,
    );
    expect(body.information).toContain("menus.read");
    expect((await api.get(AdminApi.privilege.list.path, bearer(noPrivileges))).status).toBe(403);
  });

  it("lets every user list their own menus (userid) but only menu administrators another user's", async () => {
    const own = jwtClaims(noPrivileges).userId as string;
    const answer = api.read(
      MenuListAnswerSchema,
      await api.get(menu.list.path, bearer(noPrivileges, { userid: own })),
    );
    expect(answer.result.records.length).toBeGreaterThan(0);
    const demoId = jwtClaims(demo).userId as string;
    expect((await api.get(menu.list.path, bearer(noPrivileges, { userid: demoId }))).status).toBe(403);
  });

  it("lists every application's menu at every location for demo, RESETOTP's included", async () => {
    const answer = api.read(MenuListAnswerSchema, await api.get(menu.list.path, bearer(demo)));
    const byApp = new Map<string, number[]>();
    for (const record of answer.result.records) {
      byApp.set(record.appName ?? "", [...(byApp.get(record.appName ?? "") ?? []), record.idmenulocation]);
    }
    expect(byApp.get("resetotp")).toEqual([1, 2, 3, 4]);
    expect(byApp.size).toBe(12);
    expect([...byApp.values()].every((locations) => locations.join() === "1,2,3,4")).toBe(true);
  });

  it("refuses a location outside 1 to 4 and an unknown application, naming them", async () => {
    const location = api.read(ErrorAnswerSchema, await menuOf(demo, 5));
    expect(location.information).toContain("idmenulocation");
    const unknown = api.read(ErrorAnswerSchema, await menuOf(demo, 1, "nope"));
    expect(unknown).toMatchObject({ informationCode: "R23" });
    expect(unknown.information).toContain("resetotp");
  });
});
