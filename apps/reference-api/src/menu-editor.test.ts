import {
  AdminApi,
  AppsForAssignAnswerSchema,
  GetMenuByAppAnswerSchema,
  GetMenuByUserAnswerSchema,
  MenuSaveAnswerSchema,
  UploadImageMenuAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jwtClaims, startTimeout, TestApi } from "./testing/api-client.ts";

// The menu editors' calls (spec §7 "Menus"): read by application, create or modify, upload a logo.

const menu = AdminApi.menu;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const item = (name: string, key: string, privilege: string[], children: unknown[] = []) => ({
  name,
  key,
  privilege,
  isFunction: true,
  functionName: "home",
  url: "",
  description: "",
  isActivate: true,
  sizeIcon: "24px",
  iconName: "home",
  isPersonalizedIcon: false,
  children,
});

describe("the menu editor's calls", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  let appId: (name: string) => number;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const byApp = (token: string, idapplication: number, location: number | string) =>
    api.getAs(token, menu.getMenuByApp.path, {
      idapplication: String(idapplication),
      idmenulocation: String(location),
    });

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
    const apps = api.read(
      AppsForAssignAnswerSchema,
      await api.getAs(demo, AdminApi.application.forMenus.path),
    ).result;
    appId = (name) => {
      const found = apps.find((app) => app.name === name);
      if (!found) throw new Error(`no application ${name} in the seed`);
      return found.id;
    };
  }, startTimeout);
  afterAll(() => api?.close());

  it("GetMenuByApp gives the stored record with its menujson as JSON text, or null where there is none", async () => {
    const suite = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("suite"), 1)).result;
    expect(suite).toMatchObject({ idapplication: appId("suite"), idmenulocation: 1, numberRows: 0 });
    expect(JSON.parse(suite?.menujson ?? "").length).toBeGreaterThan(0);
    const tiles = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("suite"), 4)).result;
    expect(tiles?.numberRows).toBe(4);
    expect(api.read(GetMenuByAppAnswerSchema, await byApp(demo, 99999, 1)).result).toBeNull();
  });

  it("refuses an unknown location with 400 and noprivileges.demo with 403", async () => {
    expect((await byApp(demo, appId("suite"), 5)).status).toBe(400);
    expect((await byApp(noPrivileges, appId("suite"), 1)).status).toBe(403);
    const body = { id: 0, idapplication: appId("suite"), idmenulocation: 1, numberRows: 0, menujson: "[]" };
    expect((await api.post(menu.create.path, body, as(noPrivileges))).status).toBe(403);
  });

  it("modifies a saved menu, stores the tree as given, and GetMenuByUser filters it by the user's privileges", async () => {
    const saved = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("payroll"), 2)).result;
    if (!saved) throw new Error("the seed has a top menu for payroll");
    const held = (jwtClaims(demo).privileges as string[])[0] ?? "";
    const tree = [
      item("Visible", "aaaaaaaaa1", [held], [item("Hija", "aaaaaaaaa2", [held])]),
      item("Oculto", "aaaaaaaaa3", ["NADIE_LO_TIENE"]),
    ];
    const answer = await api.post(menu.modify.path, { ...saved, menujson: JSON.stringify(tree) }, as(demo));
    expect(answer.status).toBe(200);
    expect(api.read(MenuSaveAnswerSchema, answer).result.id).toBe(saved.id);
    const reread = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("payroll"), 2)).result;
    expect(JSON.parse(reread?.menujson ?? "")).toEqual(tree);
    const mine = api.read(
      GetMenuByUserAnswerSchema,
      await api.getAs(demo, menu.getMenuByUser.path, { idmenulocation: "2", appName: "payroll" }),
    ).result.records[0]?.menuJson;
    expect(mine?.map((entry) => entry.name)).toEqual(["Visible"]);
    expect(mine?.[0]?.children.map((entry) => entry.name)).toEqual(["Hija"]);
  });

  it("creates a menu with id 0 once, then refuses a second create for the same place with 409", async () => {
    const id = appId("suite");
    const existing = api.read(GetMenuByAppAnswerSchema, await byApp(demo, id, 2)).result;
    const body = { id: 0, idapplication: id, idmenulocation: 2, numberRows: 0, menujson: "[]" };
    if (existing) {
      expect((await api.post(menu.create.path, body, as(demo))).status).toBe(409);
      return;
    }
    const created = api.read(MenuSaveAnswerSchema, await api.post(menu.create.path, body, as(demo))).result;
    expect(created.id).toBeGreaterThan(0);
    expect((await api.post(menu.create.path, body, as(demo))).status).toBe(409);
  });

  it("refuses a menujson that is not a valid tree, and stores nothing", async () => {
    const saved = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("suite"), 1)).result;
    if (!saved) throw new Error("the seed has a side menu for suite");
    for (const menujson of [
      "{",
      JSON.stringify([{ name: "sin clave" }]),
      JSON.stringify([item("A", "x", ["P"]), item("B", "x", ["P"])]),
    ]) {
      const refused = await api.post(menu.modify.path, { ...saved, menujson }, as(demo));
      expect(refused.status).toBe(400);
    }
    const tiles = { ...saved, idmenulocation: 7 };
    expect((await api.post(menu.modify.path, tiles, as(demo))).status).toBe(400);
    const after = api.read(GetMenuByAppAnswerSchema, await byApp(demo, appId("suite"), 1)).result;
    expect(after?.menujson).toBe(saved.menujson);
  });

  it("takes a PNG in base64, answers its relativePath, and serves it from our own origin", async () => {
    const body = {
      ApplicationName: "logo-claro.png",
      Extension: ".png",
      ImageBase64: PNG.toString("base64"),
    };
    const answer = api.read(
      UploadImageMenuAnswerSchema,
      await api.post(menu.uploadImage.path, body, as(demo)),
    );
    expect(answer.result.relativePath).toMatch(/^\/api\/menu\/images\/upload-[0-9a-f]{32}\.png$/);
    const served = await fetch(`${api.url}${answer.result.relativePath}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses an upload that is not a PNG by its bytes, too large, or with a path in its name", async () => {
    const base = { ApplicationName: "logo.png", Extension: ".png" };
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString("base64");
    expect((await api.post(menu.uploadImage.path, { ...base, ImageBase64: jpeg }, as(demo))).status).toBe(
      415,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString("base64");
    expect((await api.post(menu.uploadImage.path, { ...base, ImageBase64: big }, as(demo))).status).toBe(413);
    const png = PNG.toString("base64");
    for (const ApplicationName of ["../../etc/passwd", "a\\b.png", "a".repeat(201)]) {
      expect(
        (await api.post(menu.uploadImage.path, { ...base, ApplicationName, ImageBase64: png }, as(demo)))
          .status,
      ).toBe(400);
    }
    expect(
      (await api.post(menu.uploadImage.path, { ...base, Extension: ".jpg", ImageBase64: png }, as(demo)))
        .status,
    ).toBe(415);
  });
});
