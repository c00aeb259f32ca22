/** Texts the login flow decides (ids of the i18n catalog: the Spanish source text). */
export const loginMessages = {
  required: "Campo obligatorio",
  captchaRequired: "Por favor valida que no eres un robot.",
  twoAttemptsLeft: "tienes dos (2) intentos más",
  oneAttemptLeft: "tienes solo un (1) intento más",
  /** `{time}` is mm:ss. */
  locked: "El usuario se encuentra bloqueado, vuelve a intentarlo en mm:ss",
  released: "El usuario ya fue liberado por favor intente acceder de nuevo",
  lockHint: "Si no recuerdas tu contraseña, usa Recordar contraseña.",
  /** The certificate login's reset link is 'Olvidé mi contraseña': the hint names the link the page has. */
  certificateLockHint: "Si no recuerdas tu contraseña, usa Olvidé mi contraseña.",
  /** Followed by the support contact. */
  blocked: "El usuario se encuentra bloqueado. Para solucionarlo, comunícate al",
  welcomeEmail:
    "Tu usuario aún no ha sido activado. Te enviamos un correo de bienvenida para que asignes tu contraseña.",
  redirectRefused: "No es posible continuar: la dirección de destino no está permitida.",
  /** R18 without the server's text: the alert still says why the next page changes the password. */
  passwordExpired: "Tu contraseña expiró. Debes cambiarla para continuar.",
  /** A password was just set, and the sign-in with it did not go through on its own (or could not reach this tab). */
  signInWithNewPassword: "Inicia sesión con tu nueva contraseña.",
} as const;
