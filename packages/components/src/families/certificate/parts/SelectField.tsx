import { type Ref, type SelectHTMLAttributes, useId } from "react";
import styled from "styled-components";
import { FieldFrame, FieldLabel, FieldMessage } from "../../../primitives/field-parts.ts";

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children" | "value"> {
  readonly label: string;
  readonly value: string;
  /** The choices, value and visible text (already translated or from the server). */
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The first, empty choice: what to do ('Selecciona un certificado') or why there is nothing to pick. */
  readonly placeholder: string;
  /** The field's message, already translated; announced politely when it appears. */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** The text field's box (border, focus ring, 44 px) around a native select, so the phone's own picker opens. */
const Select = styled.select<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.errorBox.border : theme.input.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  font: inherit;
  /* 16 px keeps mobile browsers from zooming in on focus. */
  font-size: max(1rem, 16px);
  text-overflow: ellipsis;
  cursor: pointer;

  &:focus-visible {
    border-color: ${({ theme }) => theme.input.focusBorder};
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * A labelled native select with a placeholder choice, laid out as the text field: the error is tied to the
 * select's description and its region is always present, so a new message is announced without moving focus.
 */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  error,
  id,
  required,
  ref,
  ...select
}: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  return (
    <FieldFrame>
      <FieldLabel htmlFor={selectId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </FieldLabel>
      <Select
        {...select}
        ref={ref}
        id={selectId}
        value={value}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessage id={errorId} aria-live="polite">
        {error}
      </FieldMessage>
    </FieldFrame>
  );
}
