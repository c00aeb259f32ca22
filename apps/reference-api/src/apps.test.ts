import {
  AdminApi,
  ApplicationListAnswerSchema,
  AppsForAssignAnswerSchema,
  AssignPasswordAnswerSchema,
  isHiddenApplication,
  SavedAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountTimeComb } from "./routes/apps.ts";
import { encrypted, jwtClaims, linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";

// The administration's application calls (spec §7 "Applications"), with the §5 rules held on the server too.

const { list, create, modify, forMenus, forNotifications } = AdminApi.application;

const newApp = {
  id: 0,
  name: "Cartera 16",
  title: "Cartera en línea",
  description: "Cobros",
  urlApp: "https://cartera.example.com/",
  urlAssignPassword: "https://cartera.example.com/asignar",
  landing: "https://cartera.example.com/inicio",
  typeApplication: false,
  isVisible: true,
  idState: 1,
  amountTime: 2,
  timeUnit: 1,
  refreshTokenExpirationAmountTime: 8,
  refreshTokenExpirationTimeUnit: 2,
  userActivateTokenTime: 1,
  userActivateTokenTimeUnit: 3,
  assignPasswordTokenTime: 1,
  assignPasswordTokenTimeUnit: 3,
  numberPasswordChanges: 3,
  passwordExpiration: 90,
  passwordTypeExpiration: 3,
  mechanismAfterSetPass: 2,
  maxRefreshTokens: -1,
  maxRefreshTokensByUser: 0,
  maxConcurrentTokens: 1,
  maxConcurrentTokensByUser: -1,
  isConcurrentSession: false,
};

describe("the administration's application calls", () => {
  let api: TestApi;
  let demo: string;
  let noPrivileges: string;
  const postAs = (token: string, path: string, body: unknown) =>
    api.post(path, body, { authorization: `Bearer ${token}` });
  const records = async () =>
    api.read(ApplicationListAnswerSchema, await api.getAs(demo, list.path)).result.records;

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
    noPrivileges = await api.sessionOf("noprivileges.demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it("lists every application in result.records with its token duration in words, RESETOTP included", async () => {
    const all = await records();
    expect(all.length).toBeGreaterThan(1);
    expect(all.some((app) => isHiddenApplication(app.name))).toBe(true);
    for (const app of all) expect(app.amountTimeComb).toBe(amountTimeComb(app.amountTime, app.timeUnit));
  });

  it("words the duration by unit and number", () => {
    expect(amountTimeComb(15, 1)).toBe("15 minutos");
    expect(amountTimeComb(1, 2)).toBe("1 hora");
    expect(amountTimeComb(3, 3)).toBe("3 días");
    expect(amountTimeComb(-1, 1)).toBe("Sin vencimiento");
  });

  it("creates an application and lists it with what was saved", async () => {
    const answer = await postAs(demo, create.path, newApp);
    expect(answer.status).toBe(200);
    const saved = api.read(SavedAnswerSchema, answer);
    expect(saved.information).toBe("La aplicación fue creada con éxito");
    const created = (await records()).find((app) => app.name === newApp.name);
    expect(created).toMatchObject({ ...newApp, id: saved.result?.id, amountTimeComb: "2 minutos" });
    expect((await postAs(demo, create.path, newApp)).status).toBe(409);
  });

  it("modifies an application by id, the state switch's whole record with idState flipped", async () => {
    const target = (await records()).find((app) => app.name === newApp.name);
    if (!target) throw new Error("the created application is missing");
    const answer = await postAs(demo, modify.path, {
      ...target,
      idState: 0,
      urlApp: "https://nueva.example.com/",
    });
    expect(answer.status).toBe(200);
    expect(api.read(SavedAnswerSchema, answer).information).toBe("La aplicación ha sido actualizada");
    const after = (await records()).find((app) => app.id === target.id);
    expect(after).toMatchObject({ idState: 0, urlApp: "https://nueva.example.com/" });
    expect((await postAs(demo, modify.path, { ...target, id: 999_999 })).status).toBe(404);
    expect((await postAs(demo, modify.path, { ...target, name: "Otro nombre" })).status).toBe(400);
  });

  it.each([
    [{ amountTime: 0 }, "amountTime: El valor no puede ser 0"],
    [{ timeUnit: 2, amountTime: 8761 }, "amountTime: El valor no puede ser mayor a 8760"],
    [{ userActivateTokenTime: -1 }, "userActivateTokenTime: El valor no puede ser menor a 1"],
    [{ title: "ab" }, "title: Debe tener más de 2 caracteres"],
    [{ landing: "inicio" }, "landing: Debes asignar una url válida"],
    [{ passwordExpiration: 0 }, "passwordExpiration: El valor no puede ser 0"],
    [
      { isConcurrentSession: true, maxConcurrentTokens: 256 },
      "maxConcurrentTokens: El valor no puede ser mayor a 255",
    ],
    [{ mechanismAfterSetPass: 0 }, "mechanismAfterSetPass: Campo obligatorio"],
  ])("refuses %j with 400 naming the rule, and saves nothing", async (change, message) => {
    const before = await records();
    const answer = await postAs(demo, create.path, { ...newApp, name: "Rechazada", ...change });
    expect(answer.status).toBe(400);
    expect(api.read(SavedAnswerSchema, answer).information).toContain(message);
    expect(await records()).toEqual(before);
  });

  it("answers the applications for the menu editors and for notifications as id, name and title", async () => {
    for (const path of [forMenus.path, forNotifications.path]) {
      const apps = api.read(AppsForAssignAnswerSchema, await api.getAs(demo, path)).result;
      expect(apps.length).toBeGreaterThan(1);
      expect(Object.keys(apps[0] ?? {}).sort()).toEqual(["id", "name", "title"]);
    }
  });

  it("a sign-in sends the user to the application's saved urlApp when it is on the page's origin, else to its landing path", async () => {
    const payroll = (await records()).find((app) => app.name === "payroll");
    if (!payroll) throw new Error("the seeded payroll application is missing");
    const urlAppAfterSignIn = async () =>
      ((await api.login("demo", undefined, "payroll")).body as { urlApp?: string }).urlApp;
    const landing = await urlAppAfterSignIn();
    expect((await postAs(demo, modify.path, { ...payroll, urlApp: `${api.url}/home` })).status).toBe(200);
    expect(await urlAppAfterSignIn()).toBe(`${api.url}/home`);
    // Another site is not followed: the allowlist is the deployment's, not the administrator's.
    expect(
      (await postAs(demo, modify.path, { ...payroll, urlApp: "https://evil.example.com/" })).status,
    ).toBe(200);
    expect(await urlAppAfterSignIn()).toBe(landing);
    expect(landing).toBe(`${api.url}/users`);
    expect((await postAs(demo, modify.path, payroll)).status).toBe(200);
  });

  it("an activation's app cards land on the application's saved landing when it is on the page's origin", async () => {
    const payroll = (await records()).find((app) => app.name === "payroll");
    if (!payroll) throw new Error("the seeded payroll application is missing");
    const payrollCardAfterActivation = async (password: string) => {
      await api.post("/api/user/SendUserActivationEmail", { userName: "inactive.demo", appName: "suite" });
      const { token } = linkPayload((await api.outbox("inactive@example.test")).at(-1)?.links[0] ?? "");
      const assigned = await api.post("/api/login/AssignPassword", {
        user: "inactive.demo",
        password: encrypted(password),
        token,
        appname: "suite",
      });
      return api
        .read(AssignPasswordAnswerSchema, assigned)
        .result.apps?.find((app) => app.name === "payroll");
    };
    expect((await postAs(demo, modify.path, { ...payroll, landing: `${api.url}/inicio` })).status).toBe(200);
    expect((await payrollCardAfterActivation("Activa!2026"))?.landing).toBe(`${api.url}/inicio`);
    // Another site falls back to the landing path, as urlApp does (sign-in-address.test.ts).
    expect((await postAs(demo, modify.path, payroll)).status).toBe(200);
  });

  it("an application's token amount is the lifetime of the session tokens issued for it", async () => {
    const payroll = (await records()).find((app) => app.name === "payroll");
    if (!payroll) throw new Error("the seeded payroll application is missing");
    const lifetime = async () => {
      const token = (await api.login("demo", undefined, "payroll")).body as { token?: string };
      const claims = jwtClaims(token.token ?? "");
      return Number(claims.exp) - Number(claims.iat);
    };
    expect((await postAs(demo, modify.path, { ...payroll, amountTime: 2, timeUnit: 1 })).status).toBe(200);
    expect(await lifetime()).toBe(120);
    expect((await postAs(demo, modify.path, { ...payroll, amountTime: 3, timeUnit: 2 })).status).toBe(200);
    expect(await lifetime()).toBe(3 * 3600);
  });

  it("refuses administrators without the applications privileges (403)", async () => {
    expect((await api.getAs(noPrivileges, list.path)).status).toBe(403);
    expect((await postAs(noPrivileges, create.path, { ...newApp, name: "Sin permiso" })).status).toBe(403);
  });
});
