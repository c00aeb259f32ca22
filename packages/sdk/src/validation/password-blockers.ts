/** Why the set-password and account-picker buttons are disabled (see `submit-blockers.ts`). */
export const PasswordBlockerMessage = {
  currentPassword: "Ingresa tu contraseña actual.",
  newPassword: "Ingresa la nueva contraseña.",
  confirmation: "Confirma la nueva contraseña.",
  account: "Elige un usuario.",
} as const;

/**
 * The set-password Restablecer: enabled once both fields are filled (spec §5), and the current password for a
 * signed-in change. The rules and the match are checked on submit, with their own messages.
 */
export function newPasswordBlocker(values: {
  readonly currentPassword?: string | undefined;
  readonly password: string;
  readonly confirmation: string;
}): string | undefined {
  if (values.currentPassword === "") return PasswordBlockerMessage.currentPassword;
  if (values.password === "") return PasswordBlockerMessage.newPassword;
  if (values.confirmation === "") return PasswordBlockerMessage.confirmation;
  return undefined;
}
