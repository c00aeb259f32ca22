import { css } from "styled-components";

/** The keyboard focus indicator every interactive primitive shares: 3 px in the brand's focus colour. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

/** The minimum touch target (WCAG 2.5.5 enhanced size): 44 by 44 CSS pixels. */
export const touchTarget = css`
  min-height: 44px;
  min-width: 44px;
`;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
