/**
 * Why a form's submit button is disabled, as catalog ids: a disabled button says what it waits for,
 * in text assistive technology reads (the button's description), naming the field still missing. Kept apart
 * from the other screens' (`password-blockers.ts`): the reset form's share the login's first script.
 */
export const EmailBlockerMessage = {
  email: "Ingresa tu email.",
  validEmail: "Ingresa un email válido.",
} as const;

/** The reset email's Enviar: enabled for a valid email only (spec §5). */
export function emailBlocker(email: string, valid: boolean): string | undefined {
  if (email.trim() === "") return EmailBlockerMessage.email;
  return valid ? undefined : EmailBlockerMessage.validEmail;
}
