import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { useModalDialog } from "./use-modal-dialog.ts";

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The message, or (without `actions`) a form that holds its own buttons. */
  readonly children: ReactNode;
  /**
   * The buttons; the first focusable one receives focus when the dialog opens. Leave them out for a form (the
   * administration's item and tile modals, with tabs and their own buttons): the dialog then has no button row,
   * and its content is not read out as its description.
   */
  readonly actions?: ReactNode;
  /** Its width in px where the screen is wider (440 by default; the administration's editor modals, 503: spec §9). */
  readonly width?: number;
  /**
   * Escape calls this. Leave it out for a non-closable dialog (the single-session notice): only its own
   * buttons close it.
   */
  readonly onClose?: () => void;
}

/** A dialog's width unless told otherwise. */
const DEFAULT_WIDTH_PX = 440;

const Box = styled.dialog<{ $width: number }>`
  box-sizing: border-box;
  /* Narrower screens: the screen's width less a margin either side. */
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 24px;
  border: 2px solid ${({ theme }) => theme.popup.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.popup.background};
  color: ${({ theme }) => theme.popup.text};
  font-family: ${({ theme }) => theme.font.family};
  overflow-wrap: anywhere;

  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-family: ${({ theme }) => theme.font.headingFamily};
  font-size: 1.25rem;
`;

const Body = styled.div`
  margin: 0 0 24px;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert and focus stays inside while it is open;
 * focus goes back to where it was when it closes.
 */
export function Dialog({ open, title, children, actions, width = DEFAULT_WIDTH_PX, onClose }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();
  const closable = onClose !== undefined;

  return (
    <Box
      ref={ref}
      $width={width}
      aria-labelledby={titleId}
      aria-describedby={actions === undefined ? undefined : bodyId}
      onKeyDown={(event) => {
        // Escape is handled here rather than left to the browser, so a non-closable dialog stays open.
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Browsers may close a modal on a repeated Escape despite `cancel` being refused: a non-closable
        // dialog that is still meant to be open is shown again.
        const dialog = ref.current;
        if (!open || !dialog || dialog.open) return;
        if (closable) onClose();
        else if (typeof dialog.showModal === "function") dialog.showModal();
      }}
    >
      {open && (
        <>
          <Title id={titleId}>{title}</Title>
          {actions === undefined ? (
            children
          ) : (
            <>
              <Body id={bodyId}>{children}</Body>
              <Actions>{actions}</Actions>
            </>
          )}
        </>
      )}
    </Box>
  );
}
