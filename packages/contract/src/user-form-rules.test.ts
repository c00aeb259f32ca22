import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  documentIssue,
  EmailRule,
  formatPhone,
  UserFormMessage as M,
  NamesRule,
  PhoneDigitsRule,
  phoneDigits,
  UserCompaniesRule,
  UserDataFormSchema,
  UserNameRule,
  UserRolesRule,
} from "./index.ts";

/** The first message a rule gives for a value, or undefined when the value passes. */
const issueOf = (rule: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(rule, value);
  return result.success ? undefined : result.issues[0].message;
};

const valid = {
  names: "María José",
  surnames: "Núñez Peña",
  userName: "maria.nunez_1@demo-co",
  email: "maria.nunez+admin@demo.com.co",
  countryCode: "CO",
  documentType: "1",
  document: "1234567890",
  idTypeUser: 2,
  phoneNumber: "3001234567",
};

describe("the user form's rules (spec §5)", () => {
  describe("required fields: 'Campo obligatorio'", () => {
    it.each(["names", "surnames", "userName", "email", "document", "countryCode", "documentType"] as const)(
      "refuses an empty or blank %s",
      (field) => {
        for (const empty of ["", "   "]) {
          const result = v.safeParse(UserDataFormSchema, { ...valid, [field]: empty });
          expect(result.success).toBe(false);
          const issue = result.issues?.find((i) => v.getDotPath(i) === field);
          expect(issue?.message).toBe("Campo obligatorio");
        }
      },
    );

    it("refuses a missing user type and accepts a complete form", () => {
      expect(issueOf(UserDataFormSchema, { ...valid, idTypeUser: "" })).toBe("Campo obligatorio");
      expect(issueOf(UserDataFormSchema, { ...valid, idTypeUser: 0 })).toBe("Campo obligatorio");
      expect(issueOf(UserDataFormSchema, valid)).toBeUndefined();
    });

    it("lets the phone be left out", () => {
      expect(issueOf(UserDataFormSchema, { ...valid, phoneNumber: "" })).toBeUndefined();
      const { phoneNumber: _, ...withoutPhone } = valid;
      expect(issueOf(UserDataFormSchema, withoutPhone)).toBeUndefined();
    });
  });

  describe("100-character limits", () => {
    it("takes 100 characters and refuses 101 in names, surnames, userName and email", () => {
      expect(issueOf(NamesRule, "a".repeat(100))).toBeUndefined();
      expect(issueOf(NamesRule, "a".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
      expect(issueOf(UserNameRule, "u".repeat(100))).toBeUndefined();
      expect(issueOf(UserNameRule, "u".repeat(101))).toBe(M.max100);
      const local = "e".repeat(100 - "@demo.co".length);
      expect(issueOf(EmailRule, `${local}@demo.co`)).toBeUndefined();
      expect(issueOf(EmailRule, `${local}e@demo.co`)).toBe(M.max100);
      expect(issueOf(UserDataFormSchema, { ...valid, surnames: "b".repeat(101) })).toBe(M.max100);
    });
  });

  describe("names and surnames: letters, accented letters, ñ and spaces only", () => {
    it.each(["José Ángel", "Ñuñez", "Müller Lüdke", "Ó í é ú á"])("accepts %s", (name) => {
      expect(issueOf(NamesRule, name)).toBeUndefined();
    });
    it.each(["Ana1", "Ana_María", "O'Brien", "Ana-María", "Ana."])("refuses %s", (name) => {
      expect(issueOf(NamesRule, name)).toBe(M.lettersOnly);
    });
  });

  describe("userName: letters, digits and . _ - @", () => {
    it("accepts each allowed character", () => {
      expect(issueOf(UserNameRule, "Ab9._-@")).toBeUndefined();
    });
    it.each(["ana maria", "ana+1", "ñandú", "ana#", "ana/x"])("refuses %s", (name) => {
      expect(issueOf(UserNameRule, name)).toBe(M.userNameCharacters);
    });
  });

  describe("email: letters, digits and . _ - @ +, in an email format", () => {
    it.each(["a@b.co", "ana.maria_1+x@mail-server.com.co"])("accepts %s", (email) => {
      expect(issueOf(EmailRule, email)).toBeUndefined();
    });
    it.each(["ana maria@demo.co", "ana#@demo.co", "añá@demo.co"])("refuses the characters of %s", (email) => {
      expect(issueOf(EmailRule, email)).toBe(M.emailCharacters);
    });
    it.each(["ana", "ana@", "@demo.co", "ana@demo", "ana@@demo.co", "ana@demo.c"])(
      "refuses %s: 'El correo no posee el formato correcto.'",
      (email) => {
        expect(issueOf(EmailRule, email)).toBe("El correo no posee el formato correcto.");
      },
    );
  });

  describe("document by type", () => {
    it.each(["1", "2", "12", "3", "99", "CC", "CE"])("type %s: numeric, 1 to 13 digits", (type) => {
      expect(documentIssue("1", type)).toBeUndefined();
      expect(documentIssue("1234567890123", type)).toBeUndefined();
      expect(documentIssue("12345678901234", type)).toBe("Máximo 13 caracteres");
      expect(documentIssue("12A45", type)).toBe("El campo debe ser numérico, mínimo 1 caracter.");
      expect(documentIssue("12 45", type)).toBe(M.documentNumeric);
      expect(documentIssue("", type)).toBe("Campo obligatorio");
    });

    it.each(["PA", "pa", "5", "13", 5, 13])("type %s: alphanumeric, at most 13", (type) => {
      expect(documentIssue("AB12cd", type)).toBeUndefined();
      expect(documentIssue("A".repeat(13), type)).toBeUndefined();
      expect(documentIssue("A".repeat(14), type)).toBe("Máximo 13 caracteres");
      expect(documentIssue("AB-12", type)).toBe("El campo debe ser alfanumérico.");
      expect(documentIssue("AB 12", type)).toBe(M.documentAlphanumeric);
    });

    it("checks the document against the form's own document type", () => {
      expect(
        issueOf(UserDataFormSchema, { ...valid, documentType: "5", document: "PA12345" }),
      ).toBeUndefined();
      const result = v.safeParse(UserDataFormSchema, { ...valid, documentType: "1", document: "PA12345" });
      expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
        ["document", M.documentNumeric],
      ]);
    });
  });

  describe("phone: optional, digits only, at most 16 characters with the (+57) prefix", () => {
    it("takes up to 10 digits and refuses 11 or anything not a digit", () => {
      expect(issueOf(PhoneDigitsRule, "")).toBeUndefined();
      expect(issueOf(PhoneDigitsRule, "3001234567")).toBeUndefined();
      expect(issueOf(PhoneDigitsRule, "30012345678")).toBe("Debe tener máximo 16 caracteres.");
      expect(issueOf(PhoneDigitsRule, "300-123")).toBe(M.phoneDigits);
    });

    it("formats a landline (14 long) with a space after the 7th character", () => {
      expect(formatPhone("11234567")).toBe("(+57) 1 1234567");
    });

    it("formats a mobile (16 long) with a space after the 9th character", () => {
      expect(formatPhone("1231234567")).toBe("(+57) 123 1234567");
    });

    it("leaves other lengths unspaced, drops what is not a digit and cuts past 10 digits", () => {
      expect(formatPhone("")).toBe("(+57) ");
      expect(formatPhone("1234567")).toBe("(+57) 1234567");
      expect(formatPhone("123456789")).toBe("(+57) 123456789");
      expect(formatPhone("12a3-4567 89012")).toBe("(+57) 123 4567890");
    });

    it("formats again what it formatted, as the user keeps typing", () => {
      expect(formatPhone(`${formatPhone("11234567")}8`)).toBe("(+57) 112345678");
      expect(formatPhone(`${formatPhone("123123456")}7`)).toBe("(+57) 123 1234567");
      expect(formatPhone(formatPhone("1231234567"))).toBe("(+57) 123 1234567");
    });

    it("reads the digits back, and the server's '0' as no phone", () => {
      expect(phoneDigits("(+57) 123 1234567")).toBe("1231234567");
      expect(phoneDigits("0")).toBe("");
      expect(phoneDigits(null)).toBe("");
    });
  });

  describe("companies and roles", () => {
    const company = (principal: boolean) => ({ id: 1, principal, assigned: false });

    it("asks for exactly one principal company: '*Se requiere una empresa principal'", () => {
      expect(issueOf(UserCompaniesRule, [])).toBe(M.principalCompany);
      expect(issueOf(UserCompaniesRule, [company(false), company(false)])).toBe(
        "*Se requiere una empresa principal",
      );
      expect(issueOf(UserCompaniesRule, [company(true), company(true)])).toBe(M.principalCompany);
      expect(issueOf(UserCompaniesRule, [company(true), company(false)])).toBeUndefined();
    });

    it("asks for at least one assigned role: '*Se requiere mínimo un rol'", () => {
      expect(issueOf(UserRolesRule, [])).toBe("*Se requiere mínimo un rol");
      expect(issueOf(UserRolesRule, [{ role: "Auditor", assigned: false }])).toBe(M.oneRole);
      expect(issueOf(UserRolesRule, [{ role: "Auditor", assigned: true }])).toBeUndefined();
    });
  });
});
