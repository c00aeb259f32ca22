import { useModalDialog } from "@gse/components";
import { type ReactNode, useId } from "react";
import styled from "styled-components";

const Box = styled.dialog`
  box-sizing: border-box;
  /* Spec §9: the menu editors' modals are 503 px wide. */
  width: min(503px, calc(100vw - 16px));
  max-height: calc(100vh - 32px);
  padding: 20px;
  border: 2px solid ${({ theme }) => theme.popup.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.popup.background};
  color: ${({ theme }) => theme.popup.text};
  font-family: ${({ theme }) => theme.font.family};
  overflow-wrap: anywhere;

  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }

  & > h2 {
    margin: 0 0 12px;
    font-family: ${({ theme }) => theme.font.headingFamily};
    font-size: 1.25rem;
  }
`;

export interface EditorModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The item and tile forms' modal, on the native `<dialog>` like the console's other dialogs (the page behind
 * is inert, Escape closes, focus returns), at the editors' own width.
 */
export function EditorModal({ open, title, onClose, children }: EditorModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      )}
    </Box>
  );
}
