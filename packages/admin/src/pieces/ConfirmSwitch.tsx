import { useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { Switch } from "./Switch.tsx";

export interface ConfirmSwitchProps {
  /** The state as the server has it: the switch shows it until the list reloads. */
  readonly checked: boolean;
  /** Accessible name of the switch, naming the record ('Estado de jperez'). */
  readonly label: string;
  /** The question, already translated ('Deseas activar / desactivar este usuario'). */
  readonly confirmMessage: string;
  readonly confirmTitle?: string;
  /**
   * Called with the new state once the administrator accepts; a promise keeps Aceptar busy until it settles.
   * It handles its own failure (the list shows it with AlertDialog): the dialog closes however it ends.
   */
  readonly onChange: (next: boolean) => void | Promise<void>;
  readonly disabled?: boolean;
  /** Shows the label beside the switch; in a table the column header says it, so it is hidden by default. */
  readonly showLabel?: boolean;
}

/** A state switch that asks before changing (spec §4): nothing is sent until Aceptar. */
export function ConfirmSwitch({
  checked,
  label,
  confirmMessage,
  confirmTitle,
  onChange,
  disabled = false,
  showLabel = false,
}: ConfirmSwitchProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onChange(!checked);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Switch
        checked={checked}
        label={label}
        hideLabel={!showLabel}
        disabled={disabled}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        message={confirmMessage}
        {...(confirmTitle === undefined ? {} : { title: confirmTitle })}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
