import {
  type Application,
  type ApplicationField,
  type ApplicationForm,
  applicationFieldIssue,
  keepNameCharacters,
  TIME_AMOUNT_INPUT_MAX,
} from "@gse/contract";

/** What the application form edits: the save body of spec §7 (id 0 for a new application). */
export type ApplicationValues = ApplicationForm;

/** The form's four tabs (spec §2) and the fields each one validates, dirties and updates. */
export const APPLICATION_TAB_FIELDS = {
  basics: [
    "name",
    "title",
    "description",
    "urlApp",
    "urlAssignPassword",
    "landing",
    "typeApplication",
    "isVisible",
  ],
  token: [
    "amountTime",
    "timeUnit",
    "refreshTokenExpirationAmountTime",
    "refreshTokenExpirationTimeUnit",
    "userActivateTokenTime",
    "userActivateTokenTimeUnit",
    "assignPasswordTokenTime",
    "assignPasswordTokenTimeUnit",
  ],
  password: [
    "numberPasswordChanges",
    "passwordExpiration",
    "passwordTypeExpiration",
    "mechanismAfterSetPass",
  ],
  configuration: [
    "maxRefreshTokens",
    "maxRefreshTokensByUser",
    "isConcurrentSession",
    "maxConcurrentTokens",
    "maxConcurrentTokensByUser",
  ],
} as const satisfies Record<string, readonly ApplicationField[]>;
export type ApplicationTabId = keyof typeof APPLICATION_TAB_FIELDS;
/** The tabs in order, as the address names them (`?tab=token`). */
export const applicationTabs = [
  "basics",
  "token",
  "password",
  "configuration",
] as const satisfies readonly ApplicationTabId[];

/** A listed application as the form edits it: the fields the server derives (count, amountTimeComb) stay out. */
export function applicationValues(app: Application): ApplicationValues {
  return {
    id: app.id,
    idState: app.idState === 0 ? 0 : 1,
    name: app.name,
    title: app.title,
    description: app.description ?? "",
    urlApp: app.urlApp ?? "",
    urlAssignPassword: app.urlAssignPassword ?? "",
    landing: app.landing ?? "",
    typeApplication: app.typeApplication,
    isVisible: app.isVisible,
    amountTime: app.amountTime,
    timeUnit: app.timeUnit,
    refreshTokenExpirationAmountTime: app.refreshTokenExpirationAmountTime,
    refreshTokenExpirationTimeUnit: app.refreshTokenExpirationTimeUnit,
    userActivateTokenTime: app.userActivateTokenTime,
    userActivateTokenTimeUnit: app.userActivateTokenTimeUnit,
    assignPasswordTokenTime: app.assignPasswordTokenTime,
    assignPasswordTokenTimeUnit: app.assignPasswordTokenTimeUnit,
    numberPasswordChanges: app.numberPasswordChanges,
    passwordExpiration: app.passwordExpiration,
    passwordTypeExpiration: app.passwordTypeExpiration,
    mechanismAfterSetPass: app.mechanismAfterSetPass,
    maxRefreshTokens: app.maxRefreshTokens,
    maxRefreshTokensByUser: app.maxRefreshTokensByUser,
    maxConcurrentTokens: app.maxConcurrentTokens,
    maxConcurrentTokensByUser: app.maxConcurrentTokensByUser,
    isConcurrentSession: app.isConcurrentSession,
  };
}

/** A field's message under its input, judged with the rest of the form (the contract's rules). */
export const fieldIssue = (key: ApplicationField, values: ApplicationValues, value: unknown) =>
  applicationFieldIssue(key, { ...values, [key]: value });

/**
 * What a numeric input holds after typing (spec §5): digits only, with a leading minus where the field takes
 * -1, at most `maxDigits` digits (6 for the amounts: 999999). An emptied input is NaN ('Campo obligatorio');
 * text the input cannot hold keeps the `previous` value.
 */
export function numberFromInput(
  text: string,
  previous: number,
  { allowsMinus, maxDigits }: { readonly allowsMinus: boolean; readonly maxDigits: number },
): number {
  if (text === "" || (allowsMinus && text === "-")) return Number.NaN;
  const pattern = allowsMinus ? /^-?\d+$/ : /^\d+$/;
  if (!pattern.test(text) || text.replace("-", "").length > maxDigits) return previous;
  return Number(text);
}

/** The amounts' input: integers up to 999999 (6 digits). */
export const AMOUNT_DIGITS = String(TIME_AMOUNT_INPUT_MAX).length;
/** Token counts: three characters (up to 255). */
export const COUNT_DIGITS = 3;
/** passwordExpiration: up to 9999999999 (10 digits). */
export const PASSWORD_EXPIRATION_DIGITS = 10;

/** What name and title keep of typed or pasted text: letters, digits and spaces (spec §5). */
export const nameInput = keepNameCharacters;
