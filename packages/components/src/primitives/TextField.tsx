import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
} from "react";
import styled from "styled-components";
import { FieldFrame, FieldLabel, FieldMessage } from "./field-parts.ts";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  readonly label: string;
  /** The field's message, already translated; announced politely when it appears. */
  readonly error?: string | undefined;
  /** A standing explanation under the field. */
  readonly hint?: string | undefined;
  /** A control inside the field's box, after the input (the password field's show/hide button). */
  readonly endAdornment?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: 44px;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.errorBox.border : theme.input.border)};
  border-radius: 6px;
  background: ${({ theme }) => theme.input.background};

  &:focus-within {
    border-color: ${({ theme }) => theme.input.focusBorder};
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 12px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: ${({ theme }) => theme.input.text};
  font: inherit;
  /* 16 px keeps mobile browsers from zooming in on focus. */
  font-size: max(1rem, 16px);

  /* The box around the input draws the focus ring, so it also surrounds the show/hide button. */
  &:focus {
    outline: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.roles.text};
`;

/**
 * Text typed into a page the server drew, before its scripts ran: hydration keeps the field's text (and the
 * caret) but the state still holds the value it was drawn with, which the next render would write back over the
 * text. Once hydrated, the field hands what it holds to `onChange`, as if it had been typed now. A field React
 * drew itself holds its value, and nothing happens.
 */
function useTypedBeforeHydration(
  inputId: string,
  value: TextFieldProps["value"],
  onChange: TextFieldProps["onChange"],
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field is first on screen; later text comes through onChange.
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement) || typeof value !== "string" || field.value === value) return;
    onChange?.({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>);
  }, []);
}

/**
 * A labelled input: the label is tied to the input, the hint and the error to its description, and the error
 * region is always present so that a new message is announced (aria-live) without moving focus.
 */
export function TextField({ label, error, hint, endAdornment, id, required, ref, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  useTypedBeforeHydration(inputId, input.value, input.onChange);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : undefined, errorId].filter(Boolean).join(" ");
  return (
    <FieldFrame>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </FieldLabel>
      <Box $invalid={Boolean(error)}>
        <Input
          {...input}
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {endAdornment}
      </Box>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldMessage id={errorId} aria-live="polite">
        {error}
      </FieldMessage>
    </FieldFrame>
  );
}
