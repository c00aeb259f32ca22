import { isStrongPassword, Limits, type PasswordRuleName, passwordRuleResults } from "@gse/contract";
import * as v from "valibot";
import { type ValidationError, ValidationMessage } from "./messages.ts";
import { type FieldErrors, requiredText, validateForm } from "./rules.ts";

export const PASSWORD_MIN_LENGTH: number = Limits.passwordMinLength;
/** The characters that count as special, and the only non-alphanumerics a password may hold (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS: string = Limits.passwordSpecialCharacters;

export type PasswordRule = PasswordRuleName;

/** One line of the live checklist of the set-password screen. */
export interface PasswordCheck {
  readonly rule: PasswordRule;
  readonly label: ValidationError;
  readonly passed: boolean;
}

const labels: Readonly<Record<PasswordRule, ValidationError>> = {
  length: { id: ValidationMessage.checklistLength },
  uppercase: { id: ValidationMessage.checklistUppercase },
  lowercase: { id: ValidationMessage.checklistLowercase },
  digit: { id: ValidationMessage.checklistDigit },
  special: { id: ValidationMessage.checklistSpecial },
};

/** The five password rules of the contract in display order, each with its label and whether it passes. */
export function checkPassword(password: string): readonly PasswordCheck[] {
  return passwordRuleResults(password).map(({ rule, passed }) => ({ rule, label: labels[rule], passed }));
}

export { isStrongPassword };

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
