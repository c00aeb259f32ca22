import { Limits } from "@gse/contract";
import * as v from "valibot";
import { ValidationMessage } from "./messages.ts";
import { requiredText } from "./rules.ts";

/** The emailed code's length, also the code input's maximum length. */
export const CODE_LENGTH: number = Limits.codeLength;

/** The code screen of forgot-password by certificate: required, exactly 6 digits. */
export const CodeFormSchema = v.object({
  code: v.pipe(
    requiredText(),
    v.trim(),
    v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), ValidationMessage.code),
  ),
});

/** The certificate (account) choice of forgot-password by certificate: required. */
export const CertificateChoiceFormSchema = v.object({ certificate: requiredText() });

/** The captcha token: without one, 'Por favor valida que no eres un robot.' */
export const CaptchaSchema = requiredText(ValidationMessage.captcha);
