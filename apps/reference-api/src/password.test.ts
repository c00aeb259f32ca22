import {
  AssignPasswordAnswerSchema,
  ErrorAnswerSchema,
  LoginAnswerSchema,
  ResetPasswordAnswerSchema,
  TokenValidationAnswerSchema,
  UsersResetPasswordAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, jwtClaims, linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

/** The newest set-password link emailed to `email`. */
async function lastLink(email: string): Promise<string> {
  const link = (await api.outbox(email)).at(-1)?.links[0];
  if (!link) throw new Error(`no link in the outbox for ${email}`);
  return link;
}

const assign = (user: string, token: string, password: string, appname = "payroll") =>
  api.post("/api/login/AssignPassword", { user, password: encrypted(password), token, appname });

describe("reset and set password through the outbox (spec §4, §7)", () => {
  it("round-trips reset → emailed link → AssignPassword → login with the new password", async () => {
    const reset = await api.post("/api/login/ResetPassword", {
      appname: "payroll",
      user: "demo@example.test",
      isInvalidLinkScreen: false,
      isByUser: false,
    });
    expect(reset.status).toBe(200);
    const answered = api.read(ResetPasswordAnswerSchema, reset);
    expect(answered.result.maskedEmail).toBe("d***@example.test");
    // /check-email writes the masked address in its own sentence: the server's text does not repeat it.
    expect(answered.information).toBe("Te enviamos un correo para restablecer tu contraseña.");

    const [message] = await api.outbox("demo@example.test");
    expect(message).toMatchObject({ to: "demo@example.test", subject: "Restablece tu contraseña" });
    const link = await lastLink("demo@example.test");
    expect(link.startsWith(`${api.url}/changepassword?`)).toBe(true);
    const payload = linkPayload(link);
    expect(payload.user).toBe("demo");
    expect(jwtClaims(payload.token)).toMatchObject({ email: "demo@example.test", exp: expect.any(Number) });

    const validation = await api.get("/api/login/TokenValidation", { user: "demo", token: payload.token });
    expect(api.read(TokenValidationAnswerSchema, validation).result.isUserActivation).toBe(false);

    const assigned = await assign("demo", payload.token, "Nueva!2026x");
    expect(assigned.status).toBe(200);
    expect(api.read(AssignPasswordAnswerSchema, assigned)).toMatchObject({
      information: "Tu contraseña fue actualizada exitosamente.",
      result: { apps: [], mechanismAfterSetPass: 2 },
    });
    expect(
      api.read(LoginAnswerSchema, await api.login("demo", encrypted("Nueva!2026x"))).informationCode,
    ).toBe("A10");
    expect(api.read(LoginAnswerSchema, await api.login("demo", DEMO)).informationCode).toBe("R11");
  });

  it("refuses a link used once already with R21", async () => {
    await api.post("/api/login/ResetPassword", { user: "cert.demo", isByUser: true });
    const { token } = linkPayload(await lastLink("cert.demo@example.test"));
    expect((await assign("cert.demo", token, "Otra!2026x")).status).toBe(200);
    const again = await assign("cert.demo", token, "Otra!2026y");
    expect(api.read(ErrorAnswerSchema, again)).toMatchObject({ informationCode: "R21" });
    const validation = await api.get("/api/login/TokenValidation", { user: "cert.demo", token });
    expect(api.read(ErrorAnswerSchema, validation)).toMatchObject({ informationCode: "R21" });
  });

  it("enforces the five password rules of spec §5 on the server with R22", async () => {
    await api.post("/api/login/ResetPassword", { user: "cert.manual", isByUser: true });
    const { token } = linkPayload(await lastLink("cert.manual@example.test"));
    for (const weak of [
      "Corta!1",
      "sinmayuscula!1",
      "SINMINUSCULA!1",
      "SinDigito!!",
      "SinEspecial11",
      "Espacio !1a",
    ]) {
      const answer = await assign("cert.manual", token, weak);
      expect(api.read(ErrorAnswerSchema, answer), weak).toMatchObject({ informationCode: "R22" });
    }
    expect((await assign("cert.manual", token, "Válida¿2026")).status).toBe(200);
  });

  it("activates an account: the set-password link says activation and the suite lists the apps", async () => {
    const resend = await api.post("/api/user/SendUserActivationEmail", {
      userName: "inactive.demo",
      appName: "suite",
    });
    expect(resend.status).toBe(200);
    const message = (await api.outbox("inactive@example.test")).at(-1);
    expect(message?.subject).toBe("Activa tu cuenta");
    const { token } = linkPayload(message?.links[0] ?? "");
    const validation = await api.get("/api/login/TokenValidation", { user: "inactive.demo", token });
    expect(api.read(TokenValidationAnswerSchema, validation).result.isUserActivation).toBe(true);
    const assigned = api.read(
      AssignPasswordAnswerSchema,
      await assign("inactive.demo", token, "Activa!2026", "suite"),
    );
    expect(assigned.information).toBe("Tu contraseña fue creada exitosamente.");
    expect(assigned.result.apps?.map((app) => app.name)).toContain("payroll");
    expect(
      api.read(LoginAnswerSchema, await api.login("inactive.demo", encrypted("Activa!2026"))).informationCode,
    ).toBe("A10");
  });

  it("follows R18's urlApp to set a new password, after which the login succeeds", async () => {
    const expired = api.read(LoginAnswerSchema, await api.login("expired.demo"));
    const { token } = linkPayload(expired.urlApp ?? "");
    expect((await assign("expired.demo", token, "Renovada!2026")).status).toBe(200);
    expect(
      api.read(LoginAnswerSchema, await api.login("expired.demo", encrypted("Renovada!2026")))
        .informationCode,
    ).toBe("A10");
  });

  it("changes a password with the current one (ChangePassword)", async () => {
    const change = (password: string, newpassword: string) =>
      api.post("/api/login/ChangePassword", {
        user: "shared.two",
        password: encrypted(password),
        newpassword: encrypted(newpassword),
        appname: "selfservice",
      });
    expect(api.read(ErrorAnswerSchema, await change("Wrong!2026", "Cambio!2026"))).toMatchObject({
      informationCode: "R11",
    });
    expect(api.read(ErrorAnswerSchema, await change("Demo!2026", "debil"))).toMatchObject({
      informationCode: "R22",
    });
    expect((await change("Demo!2026", "Cambio!2026")).status).toBe(200);
    expect(
      api.read(LoginAnswerSchema, await api.login("shared.two", encrypted("Cambio!2026"))).informationCode,
    ).toBe("A10");
  });

  it("lists both accounts sharing an email, and emails each its own link", async () => {
    const accounts = await api.post("/api/login/GetUsersResetPassword", {
      user: "shared@example.test",
      appname: "selfservice",
      isByUser: false,
    });
    expect(api.read(UsersResetPasswordAnswerSchema, accounts).result.users.map((u) => u.userName)).toEqual([
      "shared.one",
      "shared.two",
    ]);
    await api.post("/api/login/ResetPassword", {
      user: "shared.one",
      isByUser: true,
      appname: "selfservice",
    });
    expect(linkPayload(await lastLink("shared@example.test")).user).toBe("shared.one");
  });

  it("answers R23 with the server message for an unknown email, and an empty list for GetUsersResetPassword", async () => {
    const reset = await api.post("/api/login/ResetPassword", { user: "nadie@example.test" });
    expect(reset.status).toBe(400);
    expect(api.read(ErrorAnswerSchema, reset).informationCode).toBe("R23");
    const none = await api.post("/api/login/GetUsersResetPassword", { user: "nadie@example.test" });
    expect(api.read(UsersResetPasswordAnswerSchema, none).result.users).toEqual([]);
    const active = await api.post("/api/user/SendUserActivationEmail", { userName: "demo" });
    expect(api.read(ErrorAnswerSchema, active).informationCode).toBe("R23");
  });
});

describe("an activation link that ran out while its form was open", () => {
  let shortLinks: TestApi;
  beforeAll(async () => {
    shortLinks = await TestApi.start({ settings: { linkSeconds: 1 } });
  }, startTimeout);
  afterAll(() => shortLinks?.close());

  it("is refused as 'activation time over' (R14) for a user in activation, not as an invalid link", async () => {
    await shortLinks.post("/api/user/SendUserActivationEmail", {
      userName: "inactive.demo",
      appName: "payroll",
    });
    const link = (await shortLinks.outbox("inactive@example.test")).at(-1)?.links[0] ?? "";
    const { token } = linkPayload(link);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const assigned = await shortLinks.post("/api/login/AssignPassword", {
      user: "inactive.demo",
      password: encrypted("Activa!2026"),
      token,
      appname: "payroll",
    });
    expect(assigned.status).toBe(400);
    expect(shortLinks.read(ErrorAnswerSchema, assigned)).toMatchObject({
      informationCode: "R14",
      information: "¡Tiempo de activación finalizado!",
    });
  });
});

describe("a set-password link just spent stands in for the captcha (invoicing asks for one)", () => {
  it("signs its own user in without a captcha; not another user, and not before the link is spent", async () => {
    await api.post("/api/login/ResetPassword", {
      appname: "invoicing",
      user: "noprivileges.demo",
      isInvalidLinkScreen: false,
      isByUser: true,
    });
    const { token } = linkPayload(await lastLink("noprivileges@example.test"));
    const loginWith = async (user: string, password: string) =>
      api.read(
        LoginAnswerSchema,
        await api.post("/api/Login", {
          user,
          password: encrypted(password),
          appname: "invoicing",
          tokenCaptcha: token,
        }),
      );
    expect((await loginWith("noprivileges.demo", DEMO)).information).toBe(
      "Por favor valida que no eres un robot.",
    );
    expect((await assign("noprivileges.demo", token, "Nueva!2026s", "invoicing")).status).toBe(200);
    expect((await loginWith("demo", DEMO)).information).toBe("Por favor valida que no eres un robot.");
    expect((await loginWith("noprivileges.demo", "Nueva!2026s")).informationCode).toBe("A10");
  });
});
