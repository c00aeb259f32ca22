import * as v from "valibot";

/**
 * The user form's rules (spec §5 "User form"), shared by the console's Datos tab and the reference API's
 * create and modify, so both refuse the same input with the same words. Every message is a Spanish catalog
 * id: the console translates it where it shows it.
 */
export const UserFormMessage = {
  required: "Campo obligatorio",
  /** The spec's generic 'Debe tener máximo :max caracteres.' with its one limit for these fields filled in. */
  max100: "Debe tener máximo 100 caracteres.",
  /** The spec quotes no text for the letters-only rule; these three name what is allowed. */
  lettersOnly: "Solo se admiten letras y espacios.",
  userNameCharacters: "Solo se admiten letras, números y los caracteres . _ - @",
  emailCharacters: "Solo se admiten letras, números y los caracteres . _ - @ +",
  emailFormat: "El correo no posee el formato correcto.",
  documentMax: "Máximo 13 caracteres",
  documentNumeric: "El campo debe ser numérico, mínimo 1 caracter.",
  documentAlphanumeric: "El campo debe ser alfanumérico.",
  /** The spec's generic ':attribute debe ser un número.' for the phone. */
  phoneDigits: "Teléfono debe ser un número.",
  phoneMax: "Debe tener máximo 16 caracteres.",
  principalCompany: "*Se requiere una empresa principal",
  oneRole: "*Se requiere mínimo un rol",
} as const;

const M = UserFormMessage;

/** names, surnames, userName and email (spec §5). */
export const USER_TEXT_MAX = 100;
/** document (spec §5: 'Máximo 13 caracteres'). */
export const DOCUMENT_MAX = 13;
/**
 * Document types whose document is alphanumeric, as the reference data names them: the passport's code "PA"
 * (the document types of GetDocumentTypesLogin and get-document-types-create-users, and the sign-in spec's
 * "document type PA"), and the numeric ids 5 and 13 the administration spec names. Every other type (1, 2, 12,
 * CC, CE and the default) is numeric.
 */
export const ALPHANUMERIC_DOCUMENT_TYPES = ["PA", "5", "13"] as const;

/** The prefix shown before the phone's digits (spec §5). */
export const PHONE_PREFIX = "(+57) ";
/** The phone's text, prefix included, is at most 16 characters long: 10 digits. */
export const PHONE_MAX = 16;
export const PHONE_MAX_DIGITS = PHONE_MAX - PHONE_PREFIX.length;
/** Hints under the phone field (spec §5). */
export const PHONE_HINTS = { landline: "Ej. 1 1234567", mobile: "Ej. 123 1234567" } as const;

/** Blank text (spaces only) is as missing as empty text. */
const required = v.pipe(
  v.string(M.required),
  v.check((text) => text.trim() !== "", M.required),
);

const upTo100 = v.maxLength<string, typeof USER_TEXT_MAX, typeof M.max100>(USER_TEXT_MAX, M.max100);

/** Letters, with the accented ones and ñ of Spanish and its neighbours, and spaces. */
const LETTERS_AND_SPACES = /^[A-Za-zÀ-ÖØ-öø-ÿ ]*$/;

export const NamesRule = v.pipe(required, upTo100, v.regex(LETTERS_AND_SPACES, M.lettersOnly));
export const SurnamesRule = NamesRule;

export const UserNameRule = v.pipe(required, upTo100, v.regex(/^[A-Za-z0-9._@-]*$/, M.userNameCharacters));

/**
 * The format check comes after the character set, so an address with a disallowed character names the
 * character set, not the format: one message at a time, the more specific first.
 */
export const EmailRule = v.pipe(
  required,
  upTo100,
  v.regex(/^[A-Za-z0-9._@+-]*$/, M.emailCharacters),
  v.regex(/^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, M.emailFormat),
);

export const isAlphanumericDocumentType = (documentType: string | number) =>
  (ALPHANUMERIC_DOCUMENT_TYPES as readonly string[]).includes(String(documentType).trim().toUpperCase());

/** The document's rule for a document type: the passport (PA; 5 and 13) alphanumeric, every other numeric (§5). */
export function documentRule(documentType: string | number) {
  return v.pipe(
    required,
    v.maxLength(DOCUMENT_MAX, M.documentMax),
    isAlphanumericDocumentType(documentType)
      ? v.regex(/^[A-Za-z0-9]+$/, M.documentAlphanumeric)
      : v.regex(/^\d{1,13}$/, M.documentNumeric),
  );
}

/** The phone's digits as typed after the prefix: optional, digits only, at most 10 (16 with the prefix). */
export const PhoneDigitsRule = v.pipe(
  v.string(),
  v.regex(/^\d*$/, M.phoneDigits),
  v.maxLength(PHONE_MAX_DIGITS, M.phoneMax),
);

/**
 * The phone as shown: the prefix, then the digits, with a space after the 7th character when the text is 14
 * long (a landline, '(+57) 1 1234567') or after the 9th when it is 16 long (a mobile, '(+57) 123 1234567').
 * Anything not a digit is dropped and digits past the 10th are cut, so the field can format as the user types.
 */
export function formatPhone(typed: string): string {
  const digits = typed
    .slice(typed.startsWith(PHONE_PREFIX) ? PHONE_PREFIX.length : 0)
    .replace(/\D/g, "")
    .slice(0, PHONE_MAX_DIGITS);
  const text = PHONE_PREFIX + digits;
  const spaceAfter = text.length === 14 ? 7 : text.length === PHONE_MAX ? 9 : undefined;
  return spaceAfter === undefined ? text : `${text.slice(0, spaceAfter)} ${text.slice(spaceAfter)}`;
}

/** The digits of a shown (or stored) phone; "0", the server's "no phone", reads as none. */
export function phoneDigits(shown: string | null | undefined): string {
  const digits = (shown ?? "").replace(PHONE_PREFIX.trim(), "").replace(/\D/g, "");
  return digits === "0" ? "" : digits;
}

/** The selects: a chosen country, document type and user type (an empty choice is 'Campo obligatorio'). */
export const ChoiceRule = required;

/** The Datos tab's values as the form holds them: text, the selects' values as text. */
export const UserDataFormSchema = v.pipe(
  v.object({
    names: NamesRule,
    surnames: SurnamesRule,
    userName: UserNameRule,
    email: EmailRule,
    countryCode: ChoiceRule,
    documentType: ChoiceRule,
    document: v.string(),
    idTypeUser: v.union([v.pipe(v.number(), v.integer(M.required), v.minValue(1, M.required)), ChoiceRule]),
    phoneNumber: v.optional(PhoneDigitsRule, ""),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = documentIssue(dataset.value.document, dataset.value.documentType);
      if (message !== undefined) addIssue({ message });
    }),
    ["document"],
  ),
);

/** The document's message for a document type, or undefined when it passes (the first broken rule). */
export function documentIssue(document: string, documentType: string | number): string | undefined {
  const result = v.safeParse(documentRule(documentType), document);
  return result.success ? undefined : result.issues[0].message;
}

/** The companies tab (spec §5): exactly one principal company among the user's companies. */
export const UserCompaniesRule = v.pipe(
  v.array(v.looseObject({ principal: v.boolean() })),
  v.check((companies) => companies.filter((company) => company.principal).length === 1, M.principalCompany),
);

/** The roles tab (spec §5): at least one role assigned. */
export const UserRolesRule = v.pipe(
  v.array(v.looseObject({ assigned: v.boolean() })),
  v.check((roles) => roles.some((role) => role.assigned), M.oneRole),
);
