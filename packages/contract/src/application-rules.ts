import * as v from "valibot";
import {
  ApplicationDefaults,
  ApplicationState,
  MechanismAfterSetPass,
  PasswordExpirationUnit,
  TimeUnit,
} from "./admin-applications.ts";

/**
 * The application form's rules (spec §5 "Application"), shared by the console's four tabs and the reference
 * API's create and modify, so both refuse the same input with the same words. Every message is a Spanish
 * catalog id: the console translates it where it shows it.
 */
export const ApplicationMessage = {
  required: "Campo obligatorio",
  moreThan2: "Debe tener más de 2 caracteres",
  /** The spec's generic 'Debe tener máximo :max caracteres.' with each limit filled in. */
  max50: "Debe tener máximo 50 caracteres.",
  max60: "Debe tener máximo 60 caracteres.",
  max100: "Debe tener máximo 100 caracteres.",
  /** The spec strips other characters at the input and quotes no text: this names what is allowed. */
  nameCharacters: "Solo se admiten letras, números y espacios.",
  url: "Debes asignar una url válida",
  notZero: "El valor no puede ser 0",
  /** The spec quotes no text for fractions and for values under the minimum: these name the limit. */
  integer: "El valor debe ser un número entero",
  fromMinusOne: "Valor numérico desde -1",
} as const;

const M = ApplicationMessage;

/** 'El valor no puede ser mayor a N' (spec §5), N the limit that applies. */
export const notAbove = (limit: number) => `El valor no puede ser mayor a ${limit}`;
/** The counterpart for values under the minimum; the spec quotes no text for it. */
export const notBelow = (limit: number) => `El valor no puede ser menor a ${limit}`;

/** Spec §9: application name, title and description. */
export const APPLICATION_NAME_MAX = 50;
export const APPLICATION_TITLE_MAX = 60;
export const APPLICATION_DESCRIPTION_MAX = 100;
/** Spec §9: a time amount's input takes integers up to 999999 whatever the unit. */
export const TIME_AMOUNT_INPUT_MAX = 999_999;
/** Spec §9: the largest amount each token time unit allows (a year). */
export const TIME_UNIT_MAX: Readonly<Record<number, number>> = {
  [TimeUnit.minutes]: 525_600,
  [TimeUnit.hours]: 8_760,
  [TimeUnit.days]: 365,
};
/** Spec §9: token counts go up to 255 (three characters at the input). */
export const TOKEN_COUNT_MAX = 255;
/** Spec §9: passwordExpiration's upper limit. */
export const PASSWORD_EXPIRATION_MAX = 9_999_999_999;

/** Letters of Spanish (accents, ü and ñ), digits and spaces: what name and title keep (spec §5). */
const NAME_CHARACTER = /[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ ]/u;
const NAME_TEXT = /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ ]*$/u;

/** What the name and title inputs do with typed or pasted text: every other character is dropped. */
export const keepNameCharacters = (text: string): string =>
  [...text].filter((character) => NAME_CHARACTER.test(character)).join("");

/** Blank text (spaces only) is as missing as empty text. */
const requiredText = v.pipe(
  v.string(M.required),
  v.check((text) => text.trim() !== "", M.required),
);

/** name: required, letters, digits and spaces, 50 characters. */
export const ApplicationNameRule = v.pipe(
  requiredText,
  v.maxLength(APPLICATION_NAME_MAX, M.max50),
  v.regex(NAME_TEXT, M.nameCharacters),
);

/** title: required, more than 2 characters, the name's characters, 60 characters. */
export const ApplicationTitleRule = v.pipe(
  requiredText,
  v.check((text) => text.trim().length > 2, M.moreThan2),
  v.maxLength(APPLICATION_TITLE_MAX, M.max60),
  v.regex(NAME_TEXT, M.nameCharacters),
);

/** description: optional, 100 characters. */
export const ApplicationDescriptionRule = v.pipe(
  v.nullish(v.string(), ""),
  v.maxLength(APPLICATION_DESCRIPTION_MAX, M.max100),
);

/** An absolute http(s) address: what a browser can be sent to after sign-in or set-password. */
const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

/** urlApp, urlAssignPassword and landing: required, valid URLs. */
export const ApplicationUrlRule = v.pipe(
  requiredText,
  v.check((text) => isWebAddress(text.trim()), M.url),
);

/** A choice among codes: 0 (or nothing) means not chosen, 'Campo obligatorio'. */
const choice = (codes: readonly number[]) =>
  v.pipe(
    v.number(M.required),
    v.check((code) => codes.includes(code), M.required),
  );

export const TimeUnitRule = choice(Object.values(TimeUnit));
export const PasswordTypeExpirationRule = choice(Object.values(PasswordExpirationUnit));
export const MechanismAfterSetPassRule = choice(Object.values(MechanismAfterSetPass));

/**
 * The first thing wrong with a time amount in its unit, or undefined (spec §5): an integer, never 0, -1 only
 * where `allowsMinusOne` (token and refresh expiry: no expiry), otherwise at least 1, and at most the unit's
 * maximum (999999, the input's limit, while no unit is chosen).
 */
export const timeAmountIssue = (
  amount: number,
  unit: number,
  allowsMinusOne: boolean,
): string | undefined => {
  if (!Number.isInteger(amount)) return M.integer;
  if (amount === 0) return M.notZero;
  if (amount === -1 && allowsMinusOne) return undefined;
  if (amount < 0) return notBelow(allowsMinusOne ? -1 : 1);
  const limit = TIME_UNIT_MAX[unit] ?? TIME_AMOUNT_INPUT_MAX;
  return amount > limit ? notAbove(limit) : undefined;
};

/** A whole number between `min` and `max` that may not be 0 when `zeroRefused`. */
const countIssue = (value: number, min: number, max: number, zeroRefused: boolean): string | undefined => {
  if (!Number.isInteger(value)) return M.integer;
  if (zeroRefused && value === 0) return M.notZero;
  if (value < min) return notBelow(min);
  return value > max ? notAbove(max) : undefined;
};

const integerField = v.number(M.required);

/** The four time amounts with their units: which ones accept -1. */
export const TIME_AMOUNTS = [
  { amount: "amountTime", unit: "timeUnit", allowsMinusOne: true },
  {
    amount: "refreshTokenExpirationAmountTime",
    unit: "refreshTokenExpirationTimeUnit",
    allowsMinusOne: true,
  },
  { amount: "userActivateTokenTime", unit: "userActivateTokenTimeUnit", allowsMinusOne: false },
  { amount: "assignPasswordTokenTime", unit: "assignPasswordTokenTimeUnit", allowsMinusOne: false },
] as const;

type Issue = { key: string; message: string };
type Fields = Record<string, unknown>;

/** Adds one issue per field, at the field's path, so a form shows each message under its input. */
const fieldChecks = <T extends object>(issuesOf: (fields: Fields) => Issue[]) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fields = dataset.value as Fields;
    for (const { key, message } of issuesOf(fields)) {
      addIssue({
        message,
        path: [{ type: "object", origin: "value", input: fields, key, value: fields[key] }],
      });
    }
  });

const timeIssues = (fields: Fields): Issue[] =>
  TIME_AMOUNTS.flatMap(({ amount, unit, allowsMinusOne }) => {
    const message = timeAmountIssue(fields[amount] as number, fields[unit] as number, allowsMinusOne);
    return message ? [{ key: amount, message }] : [];
  });

const configurationIssues = (fields: Fields): Issue[] => {
  const rules: [string, number, boolean][] = [
    ["maxRefreshTokens", -1, true],
    ["maxRefreshTokensByUser", 0, false],
    ["maxConcurrentTokensByUser", -1, true],
  ];
  // maxConcurrentTokens is disabled, and keeps its default, while concurrent sessions are off.
  if (fields.isConcurrentSession === true) rules.push(["maxConcurrentTokens", 1, false]);
  return rules.flatMap(([key, min, zeroRefused]) => {
    const message = countIssue(fields[key] as number, min, TOKEN_COUNT_MAX, zeroRefused);
    return message ? [{ key, message }] : [];
  });
};

const passwordIssues = (fields: Fields): Issue[] => {
  const issues: Issue[] = [];
  const changes = fields.numberPasswordChanges as number;
  if (!Number.isInteger(changes) || changes < -1) {
    issues.push({ key: "numberPasswordChanges", message: M.fromMinusOne });
  }
  const expiration = countIssue(fields.passwordExpiration as number, -1, PASSWORD_EXPIRATION_MAX, true);
  if (expiration) issues.push({ key: "passwordExpiration", message: expiration });
  return issues;
};

const basicEntries = {
  name: ApplicationNameRule,
  title: ApplicationTitleRule,
  description: ApplicationDescriptionRule,
  urlApp: ApplicationUrlRule,
  urlAssignPassword: ApplicationUrlRule,
  landing: ApplicationUrlRule,
  /** true: Transversal; false: Producto. */
  typeApplication: v.boolean(),
  isVisible: v.boolean(),
};

const tokenEntries = {
  amountTime: integerField,
  timeUnit: TimeUnitRule,
  refreshTokenExpirationAmountTime: integerField,
  refreshTokenExpirationTimeUnit: TimeUnitRule,
  userActivateTokenTime: integerField,
  userActivateTokenTimeUnit: TimeUnitRule,
  assignPasswordTokenTime: integerField,
  assignPasswordTokenTimeUnit: TimeUnitRule,
};

const passwordEntries = {
  numberPasswordChanges: v.number(M.fromMinusOne),
  passwordExpiration: integerField,
  passwordTypeExpiration: PasswordTypeExpirationRule,
  mechanismAfterSetPass: MechanismAfterSetPassRule,
};

const configurationEntries = {
  maxRefreshTokens: integerField,
  maxRefreshTokensByUser: integerField,
  maxConcurrentTokens: integerField,
  maxConcurrentTokensByUser: integerField,
  isConcurrentSession: v.boolean(),
};

/** Tab Datos Básicos. */
export const ApplicationBasicsSchema = v.object(basicEntries);
/** Tab Token: the four amounts, each within its unit. */
export const ApplicationTokenSchema = v.pipe(v.object(tokenEntries), fieldChecks(timeIssues));
/** Tab Contraseña. */
export const ApplicationPasswordSchema = v.pipe(v.object(passwordEntries), fieldChecks(passwordIssues));
/** Tab Configuración: the token counts and concurrent sessions. */
export const ApplicationConfigurationSchema = v.pipe(
  v.object(configurationEntries),
  fieldChecks(configurationIssues),
);

/**
 * The whole form, as the console saves it and the API receives it on create and modify: every tab's rules.
 * Unknown fields (count, modifiedOn, amountTimeComb) are dropped.
 */
export const ApplicationFormSchema = v.pipe(
  v.object({
    id: v.optional(v.number(), 0),
    idState: v.optional(
      v.picklist([ApplicationState.active, ApplicationState.inactive]),
      ApplicationState.active,
    ),
    ...basicEntries,
    ...tokenEntries,
    ...passwordEntries,
    ...configurationEntries,
  }),
  fieldChecks((fields) => [...timeIssues(fields), ...passwordIssues(fields), ...configurationIssues(fields)]),
);
export type ApplicationForm = v.InferOutput<typeof ApplicationFormSchema>;

/**
 * A new application (id 0) with the defaults of spec §3 and §9. Amounts and choices start at 0, unchosen:
 * the administrator must set each one before saving.
 */
export const newApplicationForm = (): ApplicationForm => ({
  id: 0,
  idState: ApplicationState.active,
  name: "",
  title: "",
  description: "",
  urlApp: "",
  urlAssignPassword: "",
  landing: "",
  typeApplication: false,
  isVisible: ApplicationDefaults.isVisible,
  amountTime: 0,
  timeUnit: 0,
  refreshTokenExpirationAmountTime: 0,
  refreshTokenExpirationTimeUnit: 0,
  userActivateTokenTime: 0,
  userActivateTokenTimeUnit: 0,
  assignPasswordTokenTime: 0,
  assignPasswordTokenTimeUnit: 0,
  numberPasswordChanges: 0,
  passwordExpiration: 0,
  passwordTypeExpiration: 0,
  mechanismAfterSetPass: 0,
  maxRefreshTokens: ApplicationDefaults.maxRefreshTokens,
  maxRefreshTokensByUser: ApplicationDefaults.maxRefreshTokensByUser,
  maxConcurrentTokens: ApplicationDefaults.maxConcurrentTokens,
  maxConcurrentTokensByUser: ApplicationDefaults.maxConcurrentTokensByUser,
  isConcurrentSession: ApplicationDefaults.isConcurrentSession,
});

const entriesByField = { ...basicEntries, ...tokenEntries, ...passwordEntries, ...configurationEntries };
/** A field of the application form. */
export type ApplicationField = keyof typeof entriesByField;

/**
 * The first thing wrong with one field of the form, judged with the rest of the form (an amount against its
 * unit, maxConcurrentTokens against isConcurrentSession), or undefined. The console's inputs show it under the
 * field; it holds the same rules as the tab schemas, field by field, so a broken unit never hides its amount's
 * message. An emptied numeric input (NaN) is 'Campo obligatorio' ('Valor numérico desde -1' for
 * numberPasswordChanges).
 */
export const applicationFieldIssue = (key: ApplicationField, fields: Fields): string | undefined => {
  const own = v.safeParse(entriesByField[key], fields[key]);
  if (!own.success) return own.issues[0].message;
  return [...timeIssues(fields), ...passwordIssues(fields), ...configurationIssues(fields)].find(
    (issue) => issue.key === key,
  )?.message;
};

/** Every broken rule as field → first message, in the form's order ({} when the input passes). */
export const applicationIssues = (schema: v.GenericSchema, input: unknown): Record<string, string> => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "";
    byField[key] ??= issue.message;
  }
  return byField;
};
