import { Button } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

function DeleteIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" fill="currentColor" />
    </svg>
  );
}

export interface DeleteActionProps {
  /** The icon's accessible name, naming the record ('Eliminar ADMIN_VER'). */
  readonly label: string;
  /** The question, already translated ('¿Deseas eliminar este rol?'). */
  readonly question: string;
  /** 'Sí': deletes and shows its own outcome; the question stays open, busy, until it settles. */
  readonly onDelete: () => Promise<void>;
}

/**
 * A list row's delete icon: it asks first, with No / Sí as the menu item's delete does (spec §4), and sends
 * nothing on No or Escape.
 */
export function DeleteAction({ label, question, onDelete }: DeleteActionProps): ReactElement {
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
        <DeleteIcon />
      </Button>
      <ConfirmDialog
        open={deleting !== "no"}
        message={question}
        cancelLabel={_("No")}
        confirmLabel={_("Sí")}
        busy={deleting === "busy"}
        onConfirm={() => void remove()}
        onClose={() => setDeleting("no")}
      />
    </>
  );
}
