import type { ReactNode } from "react";
import styled, { css } from "styled-components";

/** A message box inside a screen: `error` for refusals and locks, `info` for news ('Sesión finalizada'). */
export const Notice = styled.div<{ $tone: "error" | "info" }>`
  padding: 12px 16px;
  border: 2px solid;
  border-left-width: 6px;
  border-radius: 6px;
  overflow-wrap: anywhere;
  ${({ $tone, theme }) =>
    $tone === "error"
      ? css`
          background: ${theme.errorBox.background};
          color: ${theme.errorBox.text};
          border-color: ${theme.errorBox.border};
        `
      : css`
          background: ${theme.alert.background};
          color: ${theme.alert.text};
          border-color: ${theme.alert.border};
        `}

  p {
    margin: 0;
  }

  p + p {
    margin-top: 8px;
  }
`;

/**
 * A polite live region that is always in the page, so a message put in it is announced without moving focus.
 */
export function LiveRegion({ children }: { readonly children: ReactNode }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}

/** Children 16 px apart; an empty live region takes no room until it has something to say. */
export const stack = css`
  display: flex;
  flex-direction: column;

  & > * + * {
    margin-top: 16px;
  }

  & > :empty {
    margin-top: 0;
  }
`;

export const Paragraph = styled.p`
  margin: 0;
`;

/** Buttons and links in a row that wraps on a narrow phone. */
export const Actions = styled.div<{ $align?: "end" | "center" | "between" }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  justify-content: ${({ $align = "end" }) =>
    $align === "between" ? "space-between" : $align === "center" ? "center" : "flex-end"};
`;
