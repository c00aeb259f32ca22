import { Limits } from "@gse/contract";
import * as v from "valibot";
import { ValidationMessage } from "./messages.ts";
import { maxLength } from "./rules.ts";

export const EMAIL_MAX_LENGTH: number = Limits.emailMaxLength;

/** The spec's wordings of the format message; screens pick the one their design uses. */
export type EmailFormatMessage =
  | typeof ValidationMessage.emailFormat
  | typeof ValidationMessage.emailFormatShort
  | typeof ValidationMessage.emailFormatMail;

const looksLikeAnAddress = /^[^\s@]+@[^\s@]+$/;

/**
 * An email: required, at most 100 characters, an address ('Ingresa un email valido'), then the full format
 * (a domain with a suffix, no odd characters).
 */
export const emailSchema = (formatMessage: EmailFormatMessage = ValidationMessage.emailFormat) =>
  v.pipe(
    v.string(ValidationMessage.emailRequired),
    v.trim(),
    v.nonEmpty(ValidationMessage.emailRequired),
    maxLength(EMAIL_MAX_LENGTH),
    v.regex(looksLikeAnAddress, ValidationMessage.emailInvalid),
    v.email(formatMessage),
  );

/** The reset-password form: its send button is enabled only while this passes (validated on each change). */
export const ResetEmailFormSchema = v.object({ email: emailSchema() });
