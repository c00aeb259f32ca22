import { Button, Dialog } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { useCatalogText } from "./use-catalog-text.ts";

/** error: a failed call; notification: a popup message the server or the screen sends (spec §8). */
export type AlertKind = "error" | "notification";

export interface AlertDialogProps {
  readonly open: boolean;
  readonly kind: AlertKind;
  /** The message, already translated, or the server's text as it came. */
  readonly message: string;
  /** Aceptar and Escape call this. */
  readonly onClose: () => void;
}

/** The alert dialog of spec §8: titled Error or Notificación, with Aceptar. */
export function AlertDialog({ open, kind, message, onClose }: AlertDialogProps) {
  const { _ } = useLingui();
  const shown = useCatalogText();
  return (
    <Dialog
      open={open}
      title={kind === "error" ? _("Error") : _("Notificación")}
      onClose={onClose}
      actions={<Button onClick={onClose}>{_("Aceptar")}</Button>}
    >
      {shown(message)}
    </Dialog>
  );
}
