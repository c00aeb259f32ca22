/**
 * Masks an email for display: the first two characters of the name, then asterisks, then the domain
 * (`ana.perez@example.test` → `an*******@example.test`). Short names keep one character.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const shown = name.length > 3 ? 2 : 1;
  return `${name.slice(0, shown)}${"*".repeat(name.length - shown)}${email.slice(at)}`;
}
