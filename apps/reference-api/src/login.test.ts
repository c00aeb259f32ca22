import { LoginAnswerSchema, TokenClaimsSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, jwtClaims, linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";

const wrong = encrypted("Wrong!2026");

describe("POST /api/Login (spec §4, §8)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  }, startTimeout);
  afterAll(() => api?.close());

  it("signs demo in with A10, a token pair and urlApp on the requesting page's origin", async () => {
    const answer = await api.login("demo", DEMO, "payroll");
    expect(answer.status).toBe(200);
    const login = api.read(LoginAnswerSchema, answer);
    expect(login).toMatchObject({ responseCode: "A10", informationCode: "A10", urlApp: `${api.url}/users` });
    expect(login.refreshToken).toEqual(expect.any(String));
  });

  it("puts the claims of spec §3 in the token, the first name lowercased", async () => {
    const login = api.read(LoginAnswerSchema, await api.login("demo"));
    const claims = v.parse(TokenClaimsSchema, jwtClaims(login.token ?? ""));
    expect(claims).toMatchObject({
      nameid: "demo",
      unique_name: "demo",
      name: "demo",
      given_name: "Demo",
      family_name: "Usuario",
      surname: "Usuario",
      customerName: "GSE Demo S.A.S.",
      app: "suite",
    });
    expect(claims.APPS).toContain("payroll");
    expect(claims.privileges).toContain("users.read");
  });

  it(
    "counts exactly 3 failures when 50 wrong passwords arrive at once",
    async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => api.login("shared.two", wrong)));
      const codes = answers.map((answer) => api.read(LoginAnswerSchema, answer).informationCode);
      expect(codes.filter((code) => code === "R11")).toHaveLength(2);
      expect(codes.filter((code) => code === "R13")).toHaveLength(48);
      const locked = answers.map((answer) => api.read(LoginAnswerSchema, answer).failedLoginInformation);
      expect(locked.every((info) => (info?.failedAttempts ?? 0) <= 3)).toBe(true);
      // 50 password checks at once (scrypt), on PostgreSQL too: slow by design on a loaded machine.
    },
    startTimeout,
  );

  it("answers A20 with isBlocked and the support contact for a permanently blocked user", async () => {
    const answer = api.read(LoginAnswerSchema, await api.login("blocked.demo"));
    expect(answer).toMatchObject({ informationCode: "A20", isBlocked: true });
    expect(answer.information).toBe(
      "El usuario se encuentra bloqueado. Para solucionarlo, comunícate al soporte@gse.example.test",
    );
  });

  it("answers R14 for a user who has not activated the account", async () => {
    expect(api.read(LoginAnswerSchema, await api.login("inactive.demo")).informationCode).toBe("R14");
  });

  it("answers R18 for an expired password, with urlApp on the change-password page", async () => {
    const answer = api.read(LoginAnswerSchema, await api.login("expired.demo"));
    expect(answer.informationCode).toBe("R18");
    expect(answer.urlApp).toMatch(new RegExp(`^${api.url}/changepassword\\?`));
    expect(linkPayload(answer.urlApp ?? "").user).toBe("expired.demo");
  });

  it("signs a certificate user in by document type and number", async () => {
    const answer = await api.post("/api/Login", {
      documentType: "CC",
      documentNumber: "1020304050",
      password: DEMO,
      appname: "certificate",
    });
    expect(api.read(LoginAnswerSchema, answer).informationCode).toBe("A10");
  });

  it("asks for the captcha where the application's captchaApply says so", async () => {
    const answer = await api.post("/api/Login", { user: "demo", password: DEMO, appname: "invoicing" });
    expect(answer.status).toBe(400);
    expect(api.read(LoginAnswerSchema, answer).information).toBe("Por favor valida que no eres un robot.");
  });

  it("answers R11 without counting for a user that does not exist", async () => {
    expect(api.read(LoginAnswerSchema, await api.login("nobody")).informationCode).toBe("R11");
  });

  it("answers R23 naming the known applications for an unknown one", async () => {
    const answer = api.read(LoginAnswerSchema, await api.login("demo", DEMO, "nope"));
    expect(answer.informationCode).toBe("R23");
    expect(answer.information).toContain("payroll");
  });

  it("refuses a password that is not encrypted with the configured key", async () => {
    const answer = await api.login("demo", "bm90IGVuY3J5cHRlZA==");
    expect(answer.status).toBe(400);
    expect(api.read(LoginAnswerSchema, answer).information).toContain("body password");
  });
});
