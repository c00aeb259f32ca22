import { Button, Dialog } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { useEffect, useRef } from "react";
import { SELF_CLOSING_DIALOG_MS } from "./timing.ts";

export interface ConfirmDialogProps {
  readonly open: boolean;
  /** The question or the notice, already translated ('Deseas activar / desactivar este usuario'). */
  readonly message: string;
  /** 'Confirmación' with buttons, 'Notificación' without, unless given. */
  readonly title?: string;
  /**
   * With it the dialog asks: Cancelar and Aceptar (or the labels given). Without it the dialog is a notice with
   * no buttons that closes itself after `SELF_CLOSING_DIALOG_MS` (spec §2).
   */
  readonly onConfirm?: () => void;
  /** Escape and the self-closing notice's time call this; Cancelar too, unless `onCancel` is given. */
  readonly onClose: () => void;
  /** Cancelar, when it means more than closing (the unsaved-change prompt: put the values back and go on). */
  readonly onCancel?: () => void;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Marks Aceptar busy while the confirmed action runs. */
  readonly busy?: boolean;
}

/** The console's one confirmation dialog (spec §2): asks before an action, or shows a notice that leaves alone. */
export function ConfirmDialog({
  open,
  message,
  title,
  onConfirm,
  onClose,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
}: ConfirmDialogProps) {
  const { _ } = useLingui();
  const asks = onConfirm !== undefined;

  // The latest onClose, so a parent's re-render (a new callback) does not restart the notice's time.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open || asks) return;
    const timer = setTimeout(() => close.current(), SELF_CLOSING_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [open, asks]);

  return (
    <Dialog
      open={open}
      title={title ?? (asks ? _("Confirmación") : _("Notificación"))}
      onClose={onClose}
      actions={
        asks && (
          <>
            <Button variant="secondary" onClick={onCancel ?? onClose}>
              {cancelLabel ?? _("Cancelar")}
            </Button>
            <Button onClick={onConfirm} loading={busy}>
              {confirmLabel ?? _("Aceptar")}
            </Button>
          </>
        )
      }
    >
      {message}
    </Dialog>
  );
}
