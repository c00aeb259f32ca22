import type { ButtonHTMLAttributes } from "react";
import styled from "styled-components";

/** The brand's primary action. 44 px tall so it is an easy touch target on a phone. */
export const Button = styled.button.attrs<ButtonHTMLAttributes<HTMLButtonElement>>((props) => ({
  type: props.type ?? "button",
}))`
  min-height: 44px;
  padding: 0 24px;
  border: 0;
  border-radius: 6px;
  background: ${({ theme }) => theme.button.background};
  color: ${({ theme }) => theme.button.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.primary.dark};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
