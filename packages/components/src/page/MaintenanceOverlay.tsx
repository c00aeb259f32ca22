import type { Brand } from "@gse/brand-kit";
import { useLingui } from "@gse/sdk";
import styled, { useTheme } from "styled-components";
import { Button } from "../primitives/Button.tsx";
import { Dialog } from "../primitives/Dialog.tsx";

const Logos = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-bottom: 16px;

  img {
    max-width: 100%;
    height: auto;
  }
`;

export interface MaintenanceOverlayProps {
  readonly brand: Brand;
  readonly open: boolean;
  /** The server's text, or the SDK's default maintenance text (`applicationInfoMessages.maintenance`). */
  readonly message: string | undefined;
  /** 'Entendido': the SDK's `useMaintenance().dismiss`. */
  readonly onAccept: () => void;
}

/**
 * The maintenance overlay (spec §2): the message, 'Entendido' and the brand's logos, blocking the screens
 * behind it (a modal dialog, so nothing underneath can be reached) until it is accepted.
 */
export function MaintenanceOverlay({ brand, open, message, onAccept }: MaintenanceOverlayProps) {
  const { _ } = useLingui();
  const theme = useTheme();
  return (
    <Dialog
      open={open}
      title={_("Aplicación en mantenimiento")}
      actions={<Button onClick={onAccept}>{_("Entendido")}</Button>}
    >
      <Logos>
        <img src={theme.images.logo} alt={brand.name} width={160} />
        <img src={theme.images.icon} alt="" width={48} height={48} />
      </Logos>
      {message ? _(message) : null}
    </Dialog>
  );
}
