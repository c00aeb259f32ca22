import * as v from "valibot";
import { ValidationMessage } from "./messages.ts";
import { requiredText } from "./rules.ts";

/** The classic login: user name and password, both required. */
export const LoginFormSchema = v.object({
  user: v.pipe(requiredText(), v.trim()),
  password: requiredText(),
});

export const DOCUMENT_NUMBER_MIN_LENGTH = 5;
export const DOCUMENT_NUMBER_MAX_LENGTH = 15;
/** The document type (passport) whose number may hold letters. */
export const PASSPORT_DOCUMENT_TYPE = "PA";

const isPassport = (documentType: string) => documentType.trim().toUpperCase() === PASSPORT_DOCUMENT_TYPE;
const numericNumber = /^\d{5,15}$/;
const alphanumericNumber = /^[A-Za-z0-9]{5,15}$/;

/** The certificate login: document type, document number (5 to 15 digits, letters too for PA) and password. */
export const CertificateLoginFormSchema = v.pipe(
  v.object({
    documentType: requiredText(),
    documentNumber: v.pipe(requiredText(), v.trim()),
    password: requiredText(),
  }),
  v.forward(
    v.partialCheck(
      [["documentType"], ["documentNumber"]],
      (input) => isPassport(input.documentType) || numericNumber.test(input.documentNumber),
      ValidationMessage.documentNumberNumeric,
    ),
    ["documentNumber"],
  ),
  v.forward(
    v.partialCheck(
      [["documentType"], ["documentNumber"]],
      (input) => !isPassport(input.documentType) || alphanumericNumber.test(input.documentNumber),
      ValidationMessage.documentNumberAlphanumeric,
    ),
    ["documentNumber"],
  ),
);
