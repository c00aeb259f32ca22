/**
 * The messages of spec §5, as catalog ids: the Spanish source text is the id, so `i18n._(id)` shows the
 * active language and an id missing from a catalog still reads as Spanish.
 */
export const ValidationMessage = {
  required: "Campo obligatorio",
  /** `{ min }` */
  minLength: "Debe tener al menos :min caracteres.",
  /** `{ max }` */
  maxLength: "Debe tener máximo :max caracteres.",
  /** `{ attribute }`: the translated name of the field. */
  numeric: ":attribute debe ser un número.",
  passwordsDoNotMatch: "Las contraseñas no coinciden.",
  passwordTooWeak: "La contraseña no cumple con el nivel mínimo de seguridad requerida.",
  /** The other wording of `passwordTooWeak` in the spec. */
  passwordBelowMinimums: "La contraseña no cumple con los mínimos requeridos.",
  documentNumberNumeric: "El campo debe ser numérico, mínimo 5 caracteres.",
  documentNumberAlphanumeric: "El campo debe ser alfanumérico, mínimo 5 caracteres.",
  captcha: "Por favor valida que no eres un robot.",
  emailRequired: "El Campo email es obligatorio",
  /** Not an address at all (no single "@" between two non-blank parts). */
  emailInvalid: "Ingresa un email valido",
  /** Looks like an address but breaks the format (no domain suffix, bad characters). */
  emailFormat: "El formato de email ingresado no es válido. Inténtalo de nuevo.",
  /** Other wordings of `emailFormat` in the spec. */
  emailFormatShort: "El formato del email ingresado no es válido",
  emailFormatMail: "El correo no posee el formato correcto.",
  code: "Ingresa un código numérico de 6 caracteres.",
  checklistLength: "Mínimo 8 caracteres",
  checklistUppercase: "Una letra mayúscula",
  checklistLowercase: "Una letra minúscula",
  checklistDigit: "Un número",
  checklistSpecial: "Un carácter especial entre !#$%&/(){}<=>?¿¡*;:,.+_-",
} as const;

export type ValidationMessageId = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/**
 * What a rule says about a value: a catalog id and the values of its placeholders. It is a Lingui message
 * descriptor: `i18n._(error)` or `<Trans {...error} />` shows it in the active language.
 */
export interface ValidationError {
  readonly id: ValidationMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}
