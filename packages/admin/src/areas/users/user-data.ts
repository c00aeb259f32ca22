import {
  type AdminUser,
  Code,
  EmailRule,
  formatPhone,
  PHONE_MAX_DIGITS,
  PHONE_PREFIX,
  type UserExistsAnswer,
  UserNameRule,
} from "@gse/contract";
import * as v from "valibot";

/** The first message a rule gives for a value, or undefined when it passes: a field validator's answer. */
export function ruleMessage(rule: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(rule, value);
  return result.success ? undefined : result.issues[0].message;
}

/** A field's first error as text, whether a validator answered a message or a Standard Schema issue. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === "string" && error !== "") return error;
    const message = (error as { message?: unknown } | null | undefined)?.message;
    if (typeof message === "string" && message !== "") return message;
  }
  return undefined;
}

/**
 * What the phone input shows for the value the form holds: formatted as spec §5 says (the prefix, a space
 * after the 7th or 9th character) while it is a valid phone, as typed otherwise, so the rule's message can
 * point at what is wrong.
 */
export function phoneShown(held: string): string {
  return /^\d*$/.test(held) && held.length <= PHONE_MAX_DIGITS ? formatPhone(held) : PHONE_PREFIX + held;
}

/** The value the form holds for what the phone input now reads: the text after the prefix, spaces left out. */
export function phoneHeld(typed: string): string {
  // Backspace into the prefix empties the phone rather than leaving part of the prefix as the phone's text.
  if (PHONE_PREFIX.startsWith(typed)) return "";
  const prefix = PHONE_PREFIX.trim();
  const rest = typed.startsWith(prefix) ? typed.slice(prefix.length) : typed;
  return rest.replace(/\s/g, "");
}

/** The fields checked for uniqueness on blur (spec §5). */
export type UniqueField = "userName" | "email";

export const uniqueRules: Record<UniqueField, v.GenericSchema> = { userName: UserNameRule, email: EmailRule };

/** The A10 texts (spec §5). */
export const takenMessages: Record<UniqueField, string> = {
  userName: "El nombre de usuario ingresado ya se encuentra utilizado",
  email: "El correo electrónico ingresado ya se encuentra utilizado",
};

/**
 * The check runs on blur only for a value that changed from the record's and passes its own rule: an unchanged
 * value is the user's own, and a broken one already has its message.
 */
export function needsUniquenessCheck(field: UniqueField, value: string, stored: string): boolean {
  return (
    value.trim().toLowerCase() !== stored.trim().toLowerCase() &&
    ruleMessage(uniqueRules[field], value) === undefined
  );
}

export type Uniqueness =
  | { readonly kind: "free" }
  /** A10: a live user has it. */
  | { readonly kind: "taken"; readonly message: string }
  /** A20: only a deleted user has it; the form offers 'Crear nuevo usuario' or 'Reactivar usuario'. */
  | { readonly kind: "deleted"; readonly user: AdminUser };

/** getuserexists' answer for a field (spec §7): A10 taken, A20 a deleted user's, anything else free. */
export function uniquenessOf(field: UniqueField, answer: UserExistsAnswer): Uniqueness {
  const code = answer.result.informationCode;
  if (code === Code.signedIn) return { kind: "taken", message: takenMessages[field] };
  const user = answer.result.users[0];
  if (code === Code.blocked && user) return { kind: "deleted", user };
  return { kind: "free" };
}
