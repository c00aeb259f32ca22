import { type ButtonHTMLAttributes, type Ref, useId } from "react";
import styled, { css } from "styled-components";
import { Spinner, VisuallyHidden } from "./Spinner.tsx";
import { focusRing, touchTarget } from "./styles.ts";

export type ButtonVariant = "primary" | "secondary" | "text";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the brand's filled action; secondary: outlined (Cancelar); text: a quiet action that looks like a link. */
  readonly variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and ignores clicks while an action runs. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  /**
   * Why the button is disabled ('Ingresa un email válido.'), already translated: while it is,
   * the button is described by this text (instead of any aria-describedby), hidden on screen, so assistive
   * technology says what it waits for.
   */
  readonly disabledReason?: string | undefined;
  readonly ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.button.background};
    color: ${({ theme }) => theme.button.text};
    border-color: ${({ theme }) => theme.button.background};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.button.hoverBackground};
      border-color: ${({ theme }) => theme.button.hoverBackground};
    }

    &:disabled {
      background: ${({ theme }) => theme.button.disabledBackground};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.roles.surface};
    color: ${({ theme }) => theme.link.text};
    border-color: ${({ theme }) => theme.link.text};

    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.link.text};
    border-color: transparent;
    padding: 0 8px;
    text-decoration: underline;
  `,
};

// Disabled: the brand's text colour (4.5:1, checked per brand) on a pale tint or an empty dashed outline, not
// opacity, which fell under AA. (A comment inside the CSS would ship in the login's first script.)
const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  padding: 0 24px;
  border: 2px solid transparent;
  border-radius: 6px;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    color: ${({ theme }) => theme.roles.text};
    border-style: dashed;
    cursor: not-allowed;
  }

  &[aria-busy="true"] {
    cursor: progress;
  }
`;

/** A button, 44 px tall; a plain button unless `type` says otherwise, so it never submits a form by accident. */
export function Button({
  variant = "primary",
  loading = false,
  fullWidth = false,
  type = "button",
  disabledReason,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const reason = rest.disabled ? disabledReason : undefined;
  // A busy button stays focusable (a disabled one would drop keyboard focus to the page) but does nothing.
  const button = (
    <StyledButton
      {...rest}
      aria-describedby={reason ? reasonId : rest["aria-describedby"]}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <Spinner size={18} decorative colour="currentColor" />}
      {children}
    </StyledButton>
  );
  // Beside the button, not in it: text inside a button would become part of its name.
  return (
    <>
      {button}
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}
