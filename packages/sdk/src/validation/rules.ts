import * as v from "valibot";
import { type ValidationError, ValidationMessage, type ValidationMessageId } from "./messages.ts";

/** A text that is not blank: 'Campo obligatorio' (or the given message), also when the value is not a text. */
export const requiredText = (message: ValidationMessageId = ValidationMessage.required) =>
  v.pipe(
    v.string(message),
    v.check((value) => value.trim() !== "", message),
  );

/** 'Debe tener al menos :min caracteres.' */
export const minLength = (min: number) =>
  v.minLength<string, number, typeof ValidationMessage.minLength>(min, ValidationMessage.minLength);

/** 'Debe tener máximo :max caracteres.' */
export const maxLength = (max: number) =>
  v.maxLength<string, number, typeof ValidationMessage.maxLength>(max, ValidationMessage.maxLength);

/** ':attribute debe ser un número.': digits only; the form names the attribute. */
export const numeric = () => v.digits<string, typeof ValidationMessage.numeric>(ValidationMessage.numeric);

/** The message of one issue raised by the rules of this module, with its placeholder values. */
export function toValidationError(issue: v.BaseIssue<unknown>, attribute?: string): ValidationError {
  const id = issue.message as ValidationMessageId;
  switch (id) {
    case ValidationMessage.minLength:
      return { id, values: { min: Number(issue.requirement) } };
    case ValidationMessage.maxLength:
      return { id, values: { max: Number(issue.requirement) } };
    case ValidationMessage.numeric:
      return attribute === undefined ? { id } : { id, values: { attribute } };
    default:
      return { id };
  }
}

/** The first message about each field, by field name. */
export type FieldErrors<TFields> = { readonly [K in keyof TFields]?: ValidationError };

export type FormValidation<TSchema extends v.GenericSchema> =
  | {
      readonly ok: true;
      readonly value: v.InferOutput<TSchema>;
      readonly errors: FieldErrors<v.InferInput<TSchema>>;
    }
  | { readonly ok: false; readonly errors: FieldErrors<v.InferInput<TSchema>> };

export interface FormValidationOptions<TFields> {
  /** The translated field names that ':attribute' messages show. */
  readonly attributes?: { readonly [K in keyof TFields]?: string };
}

/**
 * Validates a form's values with one of the form schemas: `ok` and the parsed values, and the first message
 * about each field (the rules of a field are checked in the order the spec lists them).
 */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: v.InferInput<TSchema>,
  options: FormValidationOptions<v.InferInput<TSchema>> = {},
): FormValidation<TSchema> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output, errors: {} };
  const errors: Record<string, ValidationError> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== "string" || field in errors) continue;
    const attributes: Readonly<Record<string, string | undefined>> = options.attributes ?? {};
    errors[field] = toValidationError(issue, attributes[field]);
  }
  return { ok: false, errors: errors as FieldErrors<v.InferInput<TSchema>> };
}

/** The first message about one value, or undefined when the value passes. */
export function validateField(
  schema: v.GenericSchema,
  value: unknown,
  attribute?: string,
): ValidationError | undefined {
  const result = v.safeParse(schema, value);
  const [issue] = result.issues ?? [];
  return issue ? toValidationError(issue, attribute) : undefined;
}
