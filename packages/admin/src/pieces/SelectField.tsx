import { focusRing, touchTarget } from "@gse/components";
import { type SelectHTMLAttributes, useId } from "react";
import styled from "styled-components";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** An empty first option's text ('Selecciona'), for a choice that starts unmade. */
  readonly placeholder?: string | undefined;
  /** The field's message, already translated; its region is always there, so a new one is announced. */
  readonly error?: string | undefined;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.roles.text};
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${touchTarget}
  min-width: 0;
  max-width: 100%;
  padding: 0 8px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.errorBox.border : theme.input.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};
  color: ${({ theme }) => theme.input.text};
  font: inherit;
  font-size: max(1rem, 16px);
  ${focusRing}
`;

const Message = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;

/**
 * A labelled native select, 44 px tall: a list's sort and page size, a form's choice (with an empty first option
 * and its message, like the text fields beside it). Read-only, it is disabled: a select has no read-only state.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  required,
  ...select
}: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  // Only a field that can fail carries a message region and says it is invalid.
  const validated = error !== undefined || required;
  return (
    <Frame>
      <Label htmlFor={selectId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <Select
        {...select}
        id={selectId}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        {...(validated ? { "aria-describedby": errorId } : {})}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {validated && (
        <Message id={errorId} aria-live="polite">
          {error}
        </Message>
      )}
    </Frame>
  );
}
