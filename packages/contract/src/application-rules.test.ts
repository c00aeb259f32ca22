import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ApplicationBasicsSchema,
  ApplicationConfigurationSchema,
  ApplicationDescriptionRule,
  ApplicationFormSchema,
  ApplicationNameRule,
  ApplicationPasswordSchema,
  ApplicationTitleRule,
  ApplicationTokenSchema,
  ApplicationUrlRule,
  applicationFieldIssue,
  applicationIssues,
  keepNameCharacters,
  MechanismAfterSetPassRule,
  newApplicationForm,
  PasswordTypeExpirationRule,
  TimeUnitRule,
} from "./application-rules.ts";

const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

const validBasics = {
  name: "Nómina",
  title: "Nómina en línea",
  description: "",
  urlApp: "https://nomina.example.com/",
  urlAssignPassword: "https://nomina.example.com/asignar",
  landing: "https://nomina.example.com/inicio",
  typeApplication: true,
  isVisible: true,
};
const validToken = {
  amountTime: 15,
  timeUnit: 1,
  refreshTokenExpirationAmountTime: 8,
  refreshTokenExpirationTimeUnit: 2,
  userActivateTokenTime: 3,
  userActivateTokenTimeUnit: 3,
  assignPasswordTokenTime: 1,
  assignPasswordTokenTimeUnit: 3,
};
const validPassword = {
  numberPasswordChanges: 3,
  passwordExpiration: 90,
  passwordTypeExpiration: 3,
  mechanismAfterSetPass: 1,
};
const validConfiguration = {
  maxRefreshTokens: -1,
  maxRefreshTokensByUser: 0,
  maxConcurrentTokens: 1,
  maxConcurrentTokensByUser: -1,
  isConcurrentSession: false,
};

const tokenIssues = (change: Partial<typeof validToken>) =>
  applicationIssues(ApplicationTokenSchema, { ...validToken, ...change });
const configurationIssues = (change: Partial<typeof validConfiguration>) =>
  applicationIssues(ApplicationConfigurationSchema, { ...validConfiguration, ...change });
const passwordIssues = (change: Partial<typeof validPassword>) =>
  applicationIssues(ApplicationPasswordSchema, { ...validPassword, ...change });

describe("Datos Básicos (spec §5 'Application')", () => {
  it("name and title keep letters with Spanish accents and ñ, digits and spaces; other characters are stripped", () => {
    expect(keepNameCharacters("Año 2 - Nómina_ÜÑ!@#")).toBe("Año 2  NóminaÜÑ");
    expect(messageOf(ApplicationNameRule, "Año 2 Nómina")).toBeUndefined();
    expect(messageOf(ApplicationNameRule, "nomina-app")).toBe("Solo se admiten letras, números y espacios.");
    expect(messageOf(ApplicationTitleRule, "Nomina_app")).toBe("Solo se admiten letras, números y espacios.");
  });

  it("name is required and takes 50 characters, not 51", () => {
    expect(messageOf(ApplicationNameRule, "")).toBe("Campo obligatorio");
    expect(messageOf(ApplicationNameRule, "   ")).toBe("Campo obligatorio");
    expect(messageOf(ApplicationNameRule, "a".repeat(50))).toBeUndefined();
    expect(messageOf(ApplicationNameRule, "a".repeat(51))).toBe("Debe tener máximo 50 caracteres.");
  });

  it("title is required, more than 2 characters, 60 at most", () => {
    expect(messageOf(ApplicationTitleRule, "")).toBe("Campo obligatorio");
    expect(messageOf(ApplicationTitleRule, "ab")).toBe("Debe tener más de 2 caracteres");
    expect(messageOf(ApplicationTitleRule, "abc")).toBeUndefined();
    expect(messageOf(ApplicationTitleRule, "t".repeat(60))).toBeUndefined();
    expect(messageOf(ApplicationTitleRule, "t".repeat(61))).toBe("Debe tener máximo 60 caracteres.");
  });

  it("description may be empty and takes 100 characters, not 101", () => {
    expect(messageOf(ApplicationDescriptionRule, "")).toBeUndefined();
    expect(messageOf(ApplicationDescriptionRule, "d".repeat(100))).toBeUndefined();
    expect(messageOf(ApplicationDescriptionRule, "d".repeat(101))).toBe("Debe tener máximo 100 caracteres.");
  });

  it.each([["nomina.example.com"], ["ftp://nomina.example.com"], ["https://"], ["javascript:alert(1)"]])(
    "refuses %j as an address: 'Debes asignar una url válida'",
    (url) => {
      expect(messageOf(ApplicationUrlRule, url)).toBe("Debes asignar una url válida");
    },
  );

  it("urls are required and take http and https addresses", () => {
    expect(messageOf(ApplicationUrlRule, "")).toBe("Campo obligatorio");
    expect(messageOf(ApplicationUrlRule, "http://localhost:5173/app")).toBeUndefined();
    expect(messageOf(ApplicationUrlRule, "https://nomina.example.com/inicio?x=1")).toBeUndefined();
  });

  it("the tab passes as a whole and names each broken field", () => {
    expect(applicationIssues(ApplicationBasicsSchema, validBasics)).toEqual({});
    expect(applicationIssues(ApplicationBasicsSchema, { ...validBasics, title: "ab", landing: "x" })).toEqual(
      {
        title: "Debe tener más de 2 caracteres",
        landing: "Debes asignar una url válida",
      },
    );
  });
});

describe("Token: the four time amounts (spec §5, §9)", () => {
  it("passes valid amounts", () => {
    expect(tokenIssues({})).toEqual({});
  });

  it.each([
    ["amountTime"],
    ["refreshTokenExpirationAmountTime"],
    ["userActivateTokenTime"],
    ["assignPasswordTokenTime"],
  ] as const)("%s cannot be 0: 'El valor no puede ser 0'", (amount) => {
    expect(tokenIssues({ [amount]: 0 })).toEqual({ [amount]: "El valor no puede ser 0" });
  });

  it("-1 is allowed only for the token amount and the refresh expiry amount", () => {
    expect(tokenIssues({ amountTime: -1, refreshTokenExpirationAmountTime: -1 })).toEqual({});
    expect(tokenIssues({ userActivateTokenTime: -1, assignPasswordTokenTime: -1 })).toEqual({
      userActivateTokenTime: "El valor no puede ser menor a 1",
      assignPasswordTokenTime: "El valor no puede ser menor a 1",
    });
    expect(tokenIssues({ amountTime: -2 })).toEqual({ amountTime: "El valor no puede ser menor a -1" });
  });

  it.each([
    [1, 525600],
    [2, 8760],
    [3, 365],
  ])("unit %i takes up to %i and refuses one more: 'El valor no puede ser mayor a N'", (unit, max) => {
    for (const { amount, unitKey } of [
      { amount: "amountTime", unitKey: "timeUnit" },
      { amount: "refreshTokenExpirationAmountTime", unitKey: "refreshTokenExpirationTimeUnit" },
      { amount: "userActivateTokenTime", unitKey: "userActivateTokenTimeUnit" },
      { amount: "assignPasswordTokenTime", unitKey: "assignPasswordTokenTimeUnit" },
    ]) {
      expect(tokenIssues({ [unitKey]: unit, [amount]: max })).toEqual({});
      expect(tokenIssues({ [unitKey]: unit, [amount]: max + 1 })).toEqual({
        [amount]: `El valor no puede ser mayor a ${max}`,
      });
    }
  });

  it("amounts are whole numbers", () => {
    expect(tokenIssues({ amountTime: 1.5 })).toEqual({ amountTime: "El valor debe ser un número entero" });
  });

  it("each unit must be chosen: 0 gives 'Campo obligatorio'", () => {
    expect(messageOf(TimeUnitRule, 0)).toBe("Campo obligatorio");
    expect(messageOf(TimeUnitRule, 4)).toBe("Campo obligatorio");
    for (const unit of [1, 2, 3]) expect(messageOf(TimeUnitRule, unit)).toBeUndefined();
    expect(
      applicationIssues(ApplicationTokenSchema, { ...validToken, userActivateTokenTimeUnit: 0 }),
    ).toEqual({
      userActivateTokenTimeUnit: "Campo obligatorio",
    });
  });
});

describe("Contraseña (spec §5)", () => {
  it("numberPasswordChanges starts at -1: 'Valor numérico desde -1'", () => {
    expect(passwordIssues({ numberPasswordChanges: -1 })).toEqual({});
    expect(passwordIssues({ numberPasswordChanges: 0 })).toEqual({});
    expect(passwordIssues({ numberPasswordChanges: -2 })).toEqual({
      numberPasswordChanges: "Valor numérico desde -1",
    });
  });

  it("passwordExpiration goes from -1 to 9999999999 and is never 0", () => {
    expect(passwordIssues({ passwordExpiration: -1 })).toEqual({});
    expect(passwordIssues({ passwordExpiration: 9_999_999_999 })).toEqual({});
    expect(passwordIssues({ passwordExpiration: 0 })).toEqual({
      passwordExpiration: "El valor no puede ser 0",
    });
    expect(passwordIssues({ passwordExpiration: -2 })).toEqual({
      passwordExpiration: "El valor no puede ser menor a -1",
    });
    expect(passwordIssues({ passwordExpiration: 10_000_000_000 })).toEqual({
      passwordExpiration: "El valor no puede ser mayor a 9999999999",
    });
  });

  it("passwordTypeExpiration (3 days, 4 months) and mechanismAfterSetPass (1 login, 2 home) must be chosen", () => {
    expect(messageOf(PasswordTypeExpirationRule, 0)).toBe("Campo obligatorio");
    expect(messageOf(PasswordTypeExpirationRule, 3)).toBeUndefined();
    expect(messageOf(PasswordTypeExpirationRule, 4)).toBeUndefined();
    expect(messageOf(PasswordTypeExpirationRule, 1)).toBe("Campo obligatorio");
    expect(messageOf(MechanismAfterSetPassRule, 0)).toBe("Campo obligatorio");
    expect(messageOf(MechanismAfterSetPassRule, 1)).toBeUndefined();
    expect(messageOf(MechanismAfterSetPassRule, 2)).toBeUndefined();
    expect(messageOf(MechanismAfterSetPassRule, 3)).toBe("Campo obligatorio");
  });
});

describe("Configuración: token counts (spec §5, §9)", () => {
  it("passes the §3 defaults", () => {
    expect(configurationIssues({})).toEqual({});
  });

  it("maxRefreshTokens: from -1, not 0, up to 255", () => {
    expect(configurationIssues({ maxRefreshTokens: 0 })).toEqual({
      maxRefreshTokens: "El valor no puede ser 0",
    });
    expect(configurationIssues({ maxRefreshTokens: -2 })).toEqual({
      maxRefreshTokens: "El valor no puede ser menor a -1",
    });
    expect(configurationIssues({ maxRefreshTokens: 255 })).toEqual({});
    expect(configurationIssues({ maxRefreshTokens: 256 })).toEqual({
      maxRefreshTokens: "El valor no puede ser mayor a 255",
    });
  });

  it("maxRefreshTokensByUser: 0 to 255", () => {
    expect(configurationIssues({ maxRefreshTokensByUser: 0 })).toEqual({});
    expect(configurationIssues({ maxRefreshTokensByUser: 255 })).toEqual({});
    expect(configurationIssues({ maxRefreshTokensByUser: -1 })).toEqual({
      maxRefreshTokensByUser: "El valor no puede ser menor a 0",
    });
    expect(configurationIssues({ maxRefreshTokensByUser: 256 })).toEqual({
      maxRefreshTokensByUser: "El valor no puede ser mayor a 255",
    });
  });

  it("maxConcurrentTokens: 1 to 255, checked only with concurrent sessions on", () => {
    expect(configurationIssues({ maxConcurrentTokens: 0 })).toEqual({});
    const on = { isConcurrentSession: true };
    expect(configurationIssues({ ...on, maxConcurrentTokens: 1 })).toEqual({});
    expect(configurationIssues({ ...on, maxConcurrentTokens: 255 })).toEqual({});
    expect(configurationIssues({ ...on, maxConcurrentTokens: 0 })).toEqual({
      maxConcurrentTokens: "El valor no puede ser menor a 1",
    });
    expect(configurationIssues({ ...on, maxConcurrentTokens: 256 })).toEqual({
      maxConcurrentTokens: "El valor no puede ser mayor a 255",
    });
  });

  it("maxConcurrentTokensByUser: from -1, not 0", () => {
    expect(configurationIssues({ maxConcurrentTokensByUser: 0 })).toEqual({
      maxConcurrentTokensByUser: "El valor no puede ser 0",
    });
    expect(configurationIssues({ maxConcurrentTokensByUser: -2 })).toEqual({
      maxConcurrentTokensByUser: "El valor no puede ser menor a -1",
    });
    expect(configurationIssues({ maxConcurrentTokensByUser: 1 })).toEqual({});
  });
});

describe("the whole form", () => {
  const valid = { ...validBasics, ...validToken, ...validPassword, ...validConfiguration };

  it("a new application starts with the §3 defaults and id 0, and cannot be saved until filled in", () => {
    const blank = newApplicationForm();
    expect(blank).toMatchObject({
      id: 0,
      idState: 1,
      isVisible: true,
      maxRefreshTokens: -1,
      maxRefreshTokensByUser: 0,
      maxConcurrentTokens: 1,
      maxConcurrentTokensByUser: -1,
      isConcurrentSession: false,
    });
    expect(v.safeParse(ApplicationFormSchema, blank).success).toBe(false);
    expect(v.safeParse(ApplicationFormSchema, { ...blank, ...valid }).success).toBe(true);
  });

  it("checks every tab's rules and drops fields the server derives", () => {
    expect(
      applicationIssues(ApplicationFormSchema, { ...valid, amountTime: 0, passwordExpiration: 0 }),
    ).toEqual({
      amountTime: "El valor no puede ser 0",
      passwordExpiration: "El valor no puede ser 0",
    });
    const parsed = v.parse(ApplicationFormSchema, {
      ...valid,
      id: 7,
      idState: 0,
      amountTimeComb: "15 minutos",
    });
    expect(parsed).toMatchObject({ id: 7, idState: 0 });
    expect(parsed).not.toHaveProperty("amountTimeComb");
  });
});

describe("one field at a time, as the console's inputs show it", () => {
  const valid = { ...validBasics, ...validToken, ...validPassword, ...validConfiguration };

  it("judges an amount against its own unit, even while another unit is not chosen", () => {
    expect(applicationFieldIssue("amountTime", { ...valid, timeUnit: 3, amountTime: 366 })).toBe(
      "El valor no puede ser mayor a 365",
    );
    expect(
      applicationFieldIssue("amountTime", { ...valid, amountTime: 0, refreshTokenExpirationTimeUnit: 0 }),
    ).toBe("El valor no puede ser 0");
    expect(
      applicationFieldIssue("refreshTokenExpirationTimeUnit", {
        ...valid,
        refreshTokenExpirationTimeUnit: 0,
      }),
    ).toBe("Campo obligatorio");
    expect(applicationFieldIssue("amountTime", { ...valid, amountTime: -1 })).toBeUndefined();
  });

  it("an emptied numeric input is 'Campo obligatorio', 'Valor numérico desde -1' for password changes", () => {
    expect(applicationFieldIssue("amountTime", { ...valid, amountTime: Number.NaN })).toBe(
      "Campo obligatorio",
    );
    expect(
      applicationFieldIssue("numberPasswordChanges", { ...valid, numberPasswordChanges: Number.NaN }),
    ).toBe("Valor numérico desde -1");
  });

  it("maxConcurrentTokens is judged only with concurrent sessions on", () => {
    expect(
      applicationFieldIssue("maxConcurrentTokens", { ...valid, maxConcurrentTokens: 0 }),
    ).toBeUndefined();
    expect(
      applicationFieldIssue("maxConcurrentTokens", {
        ...valid,
        isConcurrentSession: true,
        maxConcurrentTokens: 256,
      }),
    ).toBe("El valor no puede ser mayor a 255");
  });

  it("text fields give their own rule's message", () => {
    expect(applicationFieldIssue("title", { ...valid, title: "ab" })).toBe("Debe tener más de 2 caracteres");
    expect(applicationFieldIssue("landing", { ...valid, landing: "inicio" })).toBe(
      "Debes asignar una url válida",
    );
    expect(applicationFieldIssue("name", valid)).toBeUndefined();
  });
});
