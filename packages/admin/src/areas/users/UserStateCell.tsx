import { type AdminUser, FIXED_USER_STATE, isInactiveUserState, UserType } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import { AlertDialog } from "../../pieces/AlertDialog.tsx";
import { ConfirmSwitch } from "../../pieces/ConfirmSwitch.tsx";
import { DeleteAction } from "../../pieces/DeleteAction.tsx";
import { StateChip } from "../../pieces/StateChip.tsx";
import { Switch } from "../../pieces/Switch.tsx";

/** The list's actions on one user; each handles its own outcome (message, reload) and settles when done. */
export interface UserStateActions {
  readonly onToggleState: (user: AdminUser, active: boolean) => Promise<void>;
  readonly onDelete: (user: AdminUser) => Promise<void>;
}

/** Spec §2: only users (2) and certificate users (4) have the state toggle and the delete icon. */
export const hasStateToggle = (user: AdminUser) =>
  user.idTypeUser === UserType.user || user.idTypeUser === UserType.certificateUser;

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/**
 * The state column of one user: the state as a word, and for types 2 and 4 the toggle that asks first and the
 * delete icon. State 6 reads as inactive and its toggle only says it cannot change (spec §3).
 */
export function UserStateCell({
  user,
  actions,
}: {
  readonly user: AdminUser;
  readonly actions?: UserStateActions;
}) {
  const { _ } = useLingui();
  const [refusal, setRefusal] = useState(false);
  const active = !isInactiveUserState(user.idstate);
  const stateText = active ? _("Activo") : _("Inactivo");
  const chip = <StateChip tone={active ? "on" : "off"}>{stateText}</StateChip>;
  if (!actions || !hasStateToggle(user)) return chip;
  const label = _("Estado de {userName}", { userName: user.userName });
  return (
    <Cell>
      {user.idstate === FIXED_USER_STATE ? (
        <>
          <Switch checked={false} label={label} hideLabel onClick={() => setRefusal(true)} />
          <AlertDialog
            open={refusal}
            kind="notification"
            message={_("No es posible cambiar de estado a este usuario")}
            onClose={() => setRefusal(false)}
          />
        </>
      ) : (
        <ConfirmSwitch
          checked={active}
          label={label}
          confirmMessage={_("Deseas activar / desactivar este usuario")}
          onChange={(next) => actions.onToggleState(user, next)}
        />
      )}
      {chip}
      <DeleteAction
        label={_("Eliminar {userName}", { userName: user.userName })}
        question={_("Deseas eliminar este usuario?")}
        answers={{ cancel: _("Cancelar"), confirm: _("Aceptar") }}
        onDelete={() => actions.onDelete(user)}
      />
    </Cell>
  );
}
