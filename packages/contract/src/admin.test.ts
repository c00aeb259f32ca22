import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  isHiddenApplication,
  isInactiveUserState,
  PrivilegeListAnswerSchema,
  parseTemplateVariables,
  RoleSaveRequestSchema,
  UserListHeadersSchema,
  ValidateOtpMailAnswerSchema,
} from "./index.ts";

describe("the administration contract", () => {
  it("shows user states 1, 3 and 6 as inactive and every other as active", () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isInactiveUserState)).toEqual([1, 3, 6]);
  });

  it("hides RESETOTP whatever its case", () => {
    expect(isHiddenApplication("resetotp")).toBe(true);
    expect(isHiddenApplication("payroll")).toBe(false);
  });

  it("reads R11 on the privilege list as an empty list", () => {
    const answer = v.parse(PrivilegeListAnswerSchema, {
      responseCode: 200,
      informationCode: "R11",
      result: null,
    });
    expect(answer.result.records).toEqual([]);
  });

  it("reads a privilege's applications sent as comma-separated text", () => {
    const answer = v.parse(PrivilegeListAnswerSchema, {
      result: {
        records: [
          {
            id: 1,
            name: "users.read",
            idstate: 0,
            licence: false,
            isAuditable: true,
            application: "suite, payroll",
          },
        ],
      },
    });
    expect(answer.result.records[0]?.application).toEqual(["suite", "payroll"]);
  });

  it("takes a role's idstate sent as the string 0 or 1", () => {
    const role = v.parse(RoleSaveRequestSchema, { name: "Auditor", application: [], idstate: "1" });
    expect(role).toMatchObject({ id: 0, idstate: 1 });
  });

  it("reads the user list's pages header as page and size, and refuses a size the list does not offer", () => {
    expect(v.parse(UserListHeadersSchema, { pages: "2,25" }).pages).toEqual({ page: 2, size: 25 });
    expect(v.parse(UserListHeadersSchema, {}).pages).toEqual({ page: 0, size: 10 });
    expect(v.safeParse(UserListHeadersSchema, { pages: "0,50" }).success).toBe(false);
  });

  it("reads a template's variables by type, with a text's default maximum of 50", () => {
    const variables = JSON.stringify([
      { type: "text", name: "mensaje", label: "Mensaje" },
      { type: "time", hour: { id: "h", name: "hora" }, minutes: { id: "m", name: "minutos" } },
    ]);
    const [text] = parseTemplateVariables({ id: 3, variables });
    expect(text).toMatchObject({ type: "text", maxLength: 50 });
    expect(() => parseTemplateVariables({ id: 3, variables: '[{"type":"colour"}]' })).toThrow(
      /^template 3: variables\.0/,
    );
  });

  it("needs a status in the OTP reset answer", () => {
    expect(v.safeParse(ValidateOtpMailAnswerSchema, { statusDetails: [] }).success).toBe(false);
    expect(
      v.parse(ValidateOtpMailAnswerSchema, { statusDetails: [{ code: "A10", description: null }] })
        .statusDetails[0],
    ).toEqual({ code: "A10", description: "" });
  });
});
