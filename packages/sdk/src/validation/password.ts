import { Limits } from "@gse/contract";
import * as v from "valibot";
import { type ValidationError, ValidationMessage } from "./messages.ts";
import { type FieldErrors, requiredText, validateForm } from "./rules.ts";

export const PASSWORD_MIN_LENGTH: number = Limits.passwordMinLength;
/** The characters that count as special, and the only non-alphanumerics a password may hold (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS: string = Limits.passwordSpecialCharacters;

export type PasswordRule = "length" | "uppercase" | "lowercase" | "digit" | "special";

/** One line of the live checklist of the set-password screen. */
export interface PasswordCheck {
  readonly rule: PasswordRule;
  readonly label: ValidationError;
  readonly passed: boolean;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);
// Letters and digits of any script, as the server counts them: ñ, Ñ and accented letters are alphanumeric.
const isAllowed = (char: string) => /^[\p{L}\p{N}]$/u.test(char) || specials.has(char);

const rules: readonly { rule: PasswordRule; label: ValidationError; test: (chars: string[]) => boolean }[] = [
  {
    rule: "length",
    label: { id: ValidationMessage.checklistLength },
    test: (chars) => chars.length >= PASSWORD_MIN_LENGTH,
  },
  {
    rule: "uppercase",
    label: { id: ValidationMessage.checklistUppercase },
    test: (chars) => chars.some((c) => /^\p{Lu}$/u.test(c)),
  },
  {
    rule: "lowercase",
    label: { id: ValidationMessage.checklistLowercase },
    test: (chars) => chars.some((c) => /^\p{Ll}$/u.test(c)),
  },
  {
    rule: "digit",
    label: { id: ValidationMessage.checklistDigit },
    test: (chars) => chars.some((c) => /^\p{Nd}$/u.test(c)),
  },
  {
    rule: "special",
    label: { id: ValidationMessage.checklistSpecial },
    test: (chars) => chars.some((c) => specials.has(c)) && chars.every(isAllowed),
  },
];

/** The five password rules in display order, each with whether the password passes it. */
export function checkPassword(password: string): readonly PasswordCheck[] {
  const chars = [...password];
  return rules.map(({ rule, label, test }) => ({ rule, label, passed: test(chars) }));
}

export function isStrongPassword(password: string): boolean {
  return checkPassword(password).every((check) => check.passed);
}

/** A new password: required, then all five rules, else the minimum-security message. */
export const PasswordSchema = v.pipe(
  requiredText(),
  v.check(isStrongPassword, ValidationMessage.passwordTooWeak),
);

/** The set- and change-password form: both fields filled, the password strong, the confirmation equal. */
export const NewPasswordFormSchema = v.pipe(
  v.object({ password: requiredText(), confirmation: requiredText() }),
  v.forward(
    v.check((input) => isStrongPassword(input.password), ValidationMessage.passwordTooWeak),
    ["password"],
  ),
  v.forward(
    v.check((input) => input.password === input.confirmation, ValidationMessage.passwordsDoNotMatch),
    ["confirmation"],
  ),
);

export interface NewPasswordValues {
  readonly password: string;
  readonly confirmation: string;
}

/** Everything the set-password screen draws about its two fields, recomputed on each change. */
export interface NewPasswordCheck {
  readonly checklist: readonly PasswordCheck[];
  /** Both fields are filled: the submit button is enabled (spec §5). */
  readonly canSubmit: boolean;
  readonly ok: boolean;
  readonly errors: FieldErrors<NewPasswordValues>;
}

export function checkNewPassword(values: NewPasswordValues): NewPasswordCheck {
  const { ok, errors } = validateForm(NewPasswordFormSchema, values);
  return {
    checklist: checkPassword(values.password),
    canSubmit: values.password !== "" && values.confirmation !== "",
    ok,
    errors,
  };
}
