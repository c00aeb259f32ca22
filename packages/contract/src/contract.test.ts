import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CODES,
  DocumentTypesLoginAnswerSchema,
  ErrorAnswerSchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  ParameterValueSchema,
  TokenClaimsSchema,
  UsersResetPasswordAnswerSchema,
} from "./index.ts";

describe("the sign-in contract", () => {
  it("lists the codes of spec §8", () => {
    expect(CODES).toEqual(["A10", "A20", "R11", "R13", "R14", "R18", "R21", "R22", "R23", "R101"]);
  });

  it("reads a login answer with a lock and ignores fields it does not know", () => {
    const answer = v.parse(LoginAnswerSchema, {
      responseCode: "R13",
      informationCode: "R13",
      information: "El usuario se encuentra bloqueado, vuelve a intentarlo en 05:00",
      failedLoginInformation: { failedAttempts: 3, lockTime: 300 },
      somethingNew: true,
    });
    expect(answer.failedLoginInformation?.lockTime).toBe(300);
    expect(answer).not.toHaveProperty("somethingNew");
  });

  it("reads a login answer whose code is outside the catalogue, so its message can be shown", () => {
    const answer = v.parse(LoginAnswerSchema, {
      informationCode: "Z99",
      responseCode: 400,
      information: "x",
    });
    expect(answer).toMatchObject({ informationCode: "Z99", responseCode: 400 });
  });

  it("accepts a user login and a certificate login, and refuses an over-long user", () => {
    const login = { password: "pwS2dpu+KCUl76HnfnIKTw==", appname: "suite", TypeDeviceId: 2 };
    expect(v.safeParse(LoginRequestSchema, { ...login, user: "demo" }).success).toBe(true);
    expect(
      v.safeParse(LoginRequestSchema, { ...login, documentType: "CC", documentNumber: "1020304050" }).success,
    ).toBe(true);
    expect(v.safeParse(LoginRequestSchema, { ...login, user: "x".repeat(101) }).success).toBe(false);
    expect(v.safeParse(LoginRequestSchema, { ...login, user: 42 }).success).toBe(false);
  });

  it("reads accounts spelt userName or username", () => {
    const answer = v.parse(UsersResetPasswordAnswerSchema, {
      responseCode: 200,
      result: { users: [{ username: "shared.one", email: "shared@example.test" }] },
    });
    expect(answer.result.users).toEqual([
      { userName: "shared.one", email: "shared@example.test", assignManualPassword: false },
    ]);
  });

  it("reads document types at result.records.result.records", () => {
    const records = [{ documentTypeId: "CC", documentTypeDescription: "Cédula de ciudadanía" }];
    const answer = v.parse(DocumentTypesLoginAnswerSchema, {
      result: { records: { result: { records, count: 1 } } },
    });
    expect(answer.result.records.result.count).toBe(1);
  });

  it("reads a numeric documentTypeId as text, as a real backend may send it", () => {
    const answer = v.parse(DocumentTypesLoginAnswerSchema, {
      result: {
        records: {
          result: { records: [{ documentTypeId: 1, documentTypeDescription: "Cédula" }], count: 1 },
        },
      },
    });
    expect(answer.result.records.result.records[0]?.documentTypeId).toBe("1");
  });

  it("reads list claims sent as one value or as many", () => {
    const claims = v.parse(TokenClaimsSchema, {
      userId: "1",
      nameid: "demo",
      unique_name: "demo",
      name: "demo",
      given_name: "Demo",
      family_name: "Usuario",
      privileges: "users.read",
      APPS: ["suite", "payroll"],
      exp: 1,
    });
    expect(claims.privileges).toEqual(["users.read"]);
  });

  it("reads an error body in the result/information shape", () => {
    expect(v.parse(ErrorAnswerSchema, { result: null, information: "No route for GET /x" }).information).toBe(
      "No route for GET /x",
    );
  });

  it("reads a parameter value's type and value", () => {
    expect(v.parse(ParameterValueSchema, JSON.parse('{"type":"boolean","value":true}'))).toEqual({
      type: "boolean",
      value: true,
    });
  });
});
