import * as v from "valibot";
import { Limits } from "./codes.ts";

/** A required, non-blank text of at most `max` characters: request fields. */
/*#__NO_SIDE_EFFECTS__*/
export const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("is required"),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** An optional text of at most `max` characters: request fields the client may leave out or send empty. */
/*#__NO_SIDE_EFFECTS__*/
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`)));

/** A user name, or an email where the call says so. */
export const UserNameField = requiredText(Limits.emailMaxLength);

/** An application name (`payroll`, `selfservice`, ...): the server lowercases it. */
export const AppNameField = requiredText(50);

/** A password encrypted by the client (spec §9): base64 of AES-256-CBC. */
export const EncryptedPasswordField = v.pipe(
  v.string(),
  v.nonEmpty("is required"),
  v.maxLength(1024, "must be at most 1024 characters"),
  v.regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64 (the password encrypted as spec §9 says)"),
);

/** A yes/no flag the client may send as a boolean. */
export const FlagField = v.optional(v.boolean());

/** A 6-digit code sent by email. */
export const CodeField = v.pipe(
  v.string(),
  v.regex(new RegExp(`^\\d{${Limits.codeLength}}$`), `must be ${Limits.codeLength} digits`),
);

/** An email address, at most 100 characters (spec §5). */
export const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("is required"),
  v.maxLength(Limits.emailMaxLength, `must be at most ${Limits.emailMaxLength} characters`),
  v.email("must be an email address"),
);

/** Header values arrive as strings; a header the client may leave out. */
/*#__NO_SIDE_EFFECTS__*/
export const optionalHeader = (max = 200) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** A header holding a whole number (ids, locations): headers arrive as text. */
export const numericHeader = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^-?\d+$/, "must be a whole number"),
  v.transform(Number),
);

/** An optional text of the entities of the administration spec: absent and null read as "". */
export const entityText = v.nullish(v.string(), "");

/** A date and time the server sends as ISO 8601 text (createdon, modifiedOn, executionDate). */
export const DateTimeText = v.string();
