import {
  CheckEmailValidAnswerSchema,
  ConnectOidcAnswerSchema,
  DocumentTypesCreateUsersAnswerSchema,
  DocumentTypesLoginAnswerSchema,
  ErrorAnswerSchema,
  ExistsUsersAccountAnswerSchema,
  FreeTrialAnswerSchema,
  InformationAnswerSchema,
  LoginAnswerSchema,
  MaintenanceAnswerSchema,
  ParametersAnswerSchema,
  ParameterValueSchema,
  ValidateMailCodeAnswerSchema,
  VersionAnswerSchema,
} from "@gse/contract";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcClient, startTimeout, TestApi } from "./testing/api-client.ts";

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start({ settings: { maintenance: ["biometrics"] } });
}, startTimeout);
afterAll(() => api?.close());

/** The 6-digit code in the newest email to `email`. */
async function lastCode(email: string): Promise<string> {
  const code = (await api.outbox(email)).at(-1)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no 6-digit code in the outbox for ${email}`);
  return code;
}

describe("forgot password by certificate (spec §2, §4)", () => {
  it("checks whether an account exists for a document type and number", async () => {
    const exists = (documentNumber: string) =>
      api.get("/api/login/GetExistsUsersAccount", { documentType: "CC", documentNumber });
    expect(api.read(ExistsUsersAccountAnswerSchema, await exists("1020304050")).result.exists).toBe(true);
    expect(api.read(ExistsUsersAccountAnswerSchema, await exists("99999")).result.exists).toBe(false);
  });

  it("resets a manual-password account directly", async () => {
    const answer = await api.post("/api/login/resetPasswordCertificateUser", { UserName: "cert.manual" });
    expect(answer.status).toBe(200);
    expect(api.read(InformationAnswerSchema, answer).information).toContain("asignada originalmente");
    const refused = await api.post("/api/login/resetPasswordCertificateUser", { UserName: "cert.demo" });
    expect(api.read(ErrorAnswerSchema, refused).informationCode).toBe("R23");
  });

  it("emails a 6-digit code, validates it, then resets the certificate password with the code's nonce", async () => {
    const email = "cert.demo@example.test";
    const resetWith = (nonce: string) =>
      api.post("/api/login/reset-password-for-certificate", { username: "cert.demo", nonce });
    const before = await resetWith("a-nonce-never-issued");
    expect(api.read(ErrorAnswerSchema, before).informationCode).toBe("R21");
    const sent = await api.post("/api/login/check-email-valid", { Email: email });
    expect(api.read(CheckEmailValidAnswerSchema, sent).result.maskedEmail).toBe("c********@example.test");
    const wrong = await api.post("/api/login/validate-mail-code", { email, code: "000000" });
    expect(api.read(ErrorAnswerSchema, wrong)).toMatchObject({ informationCode: "R21" });
    const valid = await api.post("/api/login/validate-mail-code", { email, code: await lastCode(email) });
    expect(valid.status).toBe(200);
    const { nonce } = api.read(ValidateMailCodeAnswerSchema, valid).result;
    expect((await resetWith(nonce)).status).toBe(200);
    expect((await resetWith(nonce)).status).toBe(400);
  });

  it("refuses a code that is not 6 digits as bad input", async () => {
    const answer = await api.post("/api/login/validate-mail-code", {
      email: "cert.demo@example.test",
      code: "12",
    });
    expect(answer.status).toBe(400);
    expect(api.read(ErrorAnswerSchema, answer).information).toBe("body code: must be 6 digits");
  });
});

describe("security service", () => {
  it("lists the document types at result.records.result.records with their count", async () => {
    const answer = api.read(
      DocumentTypesLoginAnswerSchema,
      await api.get("/api/documentType/GetDocumentTypesLogin"),
    );
    const { records, count } = answer.result.records.result;
    expect(records.map((type) => type.documentTypeId)).toEqual(
      expect.arrayContaining(["CC", "CE", "PA", "NIT"]),
    );
    expect(count).toBe(records.length);
  });

  it("lists the document types for creating users of one country", async () => {
    const answer = await api.get("/api/user/get-document-types-create-users", {
      code: "PE",
      appName: "suite",
    });
    const types = api.read(DocumentTypesCreateUsersAnswerSchema, answer).result.listDocumentType;
    expect(types.map((type) => type.documentTypeId)).toEqual(["DNI"]);
  });

  it("sends and validates an OTP reset code", async () => {
    expect((await api.post("/api/user/send-otp-user", { email: "demo@example.test" })).status).toBe(200);
    const code = await lastCode("demo@example.test");
    const valid = await api.post("/api/user/validate-otp-user", {
      Email: "demo@example.test",
      OtpCode: code,
    });
    expect(valid.status).toBe(200);
    const reused = await api.post("/api/user/validate-otp-user", {
      Email: "demo@example.test",
      OtpCode: code,
    });
    expect(api.read(ErrorAnswerSchema, reused).informationCode).toBe("R21");
  });
});

describe("application service", () => {
  it("answers each application's version", async () => {
    const answer = await api.get("/api/application/getVersionApp", {
      appName: "suite",
      tenant: "",
      tenantLanguage: "es",
    });
    expect(api.read(VersionAnswerSchema, answer).result.version).toBe("1.8.0");
  });

  it("answers parameters whose value is JSON holding type and value", async () => {
    const answer = await api.get("/api/application/GetParametersApp", {
      appName: "invoicing",
      parameterType: "login",
    });
    const captcha = api
      .read(ParametersAnswerSchema, answer)
      .result.find((p) => p.parameterCode === "captchaApply");
    expect(v.parse(ParameterValueSchema, JSON.parse(captcha?.parameterValue ?? ""))).toEqual({
      type: "boolean",
      value: true,
    });
  });

  it("answers the maintenance window switched on by REFERENCE_MAINTENANCE, and off elsewhere", async () => {
    const on = await api.get("/api/application/getMaintenanceWindow", { appName: "biometrics" });
    expect(api.read(MaintenanceAnswerSchema, on).result).toMatchObject({ isMaintenance: true });
    expect(api.read(MaintenanceAnswerSchema, on).result.message).toContain("mantenimiento");
    const off = await api.get("/api/application/getMaintenanceWindow", { appName: "payroll" });
    expect(api.read(MaintenanceAnswerSchema, off).result).toEqual({ isMaintenance: false, message: null });
  });

  it("switches a maintenance window on and off through /dev/applications/:name/maintenance", async () => {
    const toggle = (isMaintenance: boolean) =>
      api.call("PUT", "/dev/applications/license/maintenance", { body: { isMaintenance } });
    expect((await toggle(true)).status).toBe(200);
    const on = await api.get("/api/application/getMaintenanceWindow", { appName: "license" });
    expect(api.read(MaintenanceAnswerSchema, on).result.isMaintenance).toBe(true);
    await toggle(false);
  });

  it("offers a free trial for payroll only", async () => {
    const payroll = await api.get("/api/application/isFreeTrial", { appName: "payroll" });
    expect(api.read(FreeTrialAnswerSchema, payroll).result).toMatchObject({ isFreeTrial: true });
    const suite = await api.get("/api/application/isFreeTrial", { appName: "suite" });
    expect(api.read(FreeTrialAnswerSchema, suite).result.isFreeTrial).toBe(false);
  });

  it("reads a tenant key such as selfservice_co as its application", async () => {
    const answer = await api.get("/api/application/getVersionApp", { appName: "selfservice_co" });
    expect(api.read(VersionAnswerSchema, answer).result.version).toBe("2.3.0");
  });
});

describe("OIDC for the self-service app", () => {
  it("sends the user to a local authorization page that returns to /signin-credential/callback with a code", async () => {
    const client = oidcClient();
    const connect = await api.get("/api/login/connect-ciam-oidc", {
      appName: "selfservice",
      tenant: "co",
      ...client.headers,
    });
    const url = new URL(api.read(ConnectOidcAnswerSchema, connect).result.url);
    expect(url.origin).toBe(api.url);
    const page = await fetch(url);
    expect(await page.text()).toContain("cert.demo");
    url.searchParams.set("user", "shared.one");
    const redirect = await fetch(url, { redirect: "manual" });
    const callback = new URL(redirect.headers.get("location") ?? "");
    expect(`${callback.origin}${callback.pathname}`).toBe(`${api.url}/signin-credential/callback`);
    expect(callback.searchParams.get("state")).toBe(client.state);

    const exchange = (code: string) =>
      api.post("/api/login/generate-token-oidc", {
        code,
        tenant: "co",
        appName: "selfservice",
        tenantLanguage: "es",
        codeVerifier: client.codeVerifier,
      });
    const code = callback.searchParams.get("code") ?? "";
    const login = api.read(LoginAnswerSchema, await exchange(code));
    expect(login).toMatchObject({ informationCode: "A10", urlApp: `${api.url}/users` });
    const reused = api.read(LoginAnswerSchema, await exchange(code));
    expect(reused.information).toBe("Lo sentimos, no hemos podido verificar tu credencial");
  });
});

describe("the outbox", () => {
  it("lists emails as JSON and shows them on a simple HTML page", async () => {
    await api.post("/api/login/ResetPassword", { user: "demo", isByUser: true });
    const html = await fetch(`${api.url}/dev/outbox`, { headers: { accept: "text/html" } });
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("Restablece tu contraseña");
    const json = await api.outbox("demo@example.test");
    expect(json.at(-1)).toMatchObject({ subject: "Restablece tu contraseña", sentAt: expect.any(String) });
  });
});
