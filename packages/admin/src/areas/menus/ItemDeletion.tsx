import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";

export interface ItemDeletionProps {
  /** Whether an item (a tree's leaf or a tile) waits for the answer. */
  readonly asking: boolean;
  /** 'Sí': the item goes from the draft. */
  readonly onDelete: () => void;
  /** 'No' or Escape: nothing changes. */
  readonly onCancel: () => void;
}

/**
 * Spec §4 "Menu items": '¿Deseas eliminar este ítem?' No / Sí. The item leaves the draft, so the notice says it
 * as a draft change; 'El ítem ha sido eliminado' comes once 'Guardar menú' has really removed it.
 */
export function ItemDeletion({ asking, onDelete, onCancel }: ItemDeletionProps): ReactElement {
  const { _ } = useLingui();
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <ConfirmDialog
        open={asking}
        message={_("¿Deseas eliminar este ítem?")}
        cancelLabel={_("No")}
        confirmLabel={_("Sí")}
        onConfirm={() => {
          onDelete();
          setDeleted(true);
        }}
        onClose={onCancel}
      />
      <ConfirmDialog
        open={deleted}
        message={_("El ítem se quitó del menú sin guardar: da clic en Guardar menú para eliminarlo.")}
        onClose={() => setDeleted(false)}
      />
    </>
  );
}
