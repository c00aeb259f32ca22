import { Button } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { MenuIcon } from "../shell/icons/MenuIcon.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

export interface DeleteActionProps {
  /** The icon's accessible name, naming the record ('Eliminar ADMIN_VER'). */
  readonly label: string;
  /** The question, already translated ('¿Deseas eliminar este rol?'). */
  readonly question: string;
  /** 'Sí': deletes and shows its own outcome; the question stays open, busy, until it settles. */
  readonly onDelete: () => Promise<void>;
  /** The question's answers, already translated: No / Sí unless the screen's spec gives others. */
  readonly answers?: { readonly cancel: string; readonly confirm: string };
}

/**
 * A list row's delete icon: it asks first, with No / Sí as the menu item's delete does (spec §4), and sends
 * nothing on No or Escape.
 */
export function DeleteAction({ label, question, onDelete, answers }: DeleteActionProps): ReactElement {
  const { _ } = useLingui();
  const [deleting, setDeleting] = useState<"no" | "asking" | "busy">("no");
  const remove = async () => {
    setDeleting("busy");
    try {
      await onDelete();
    } finally {
      setDeleting("no");
    }
  };
  return (
    <>
      <Button variant="text" aria-label={label} onClick={() => setDeleting("asking")}>
        <MenuIcon name="delete" size="20px" />
      </Button>
      <ConfirmDialog
        open={deleting !== "no"}
        message={question}
        cancelLabel={answers?.cancel ?? _("No")}
        confirmLabel={answers?.confirm ?? _("Sí")}
        busy={deleting === "busy"}
        onConfirm={() => void remove()}
        onClose={() => setDeleting("no")}
      />
    </>
  );
}
