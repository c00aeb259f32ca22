import { OtpConfirmationText, type ScreenProps, useLingui, useOtpConfirmation } from "@gse/sdk";
import styled from "styled-components";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";
import { Dialog } from "../../primitives/Dialog.tsx";
import { Spinner } from "../../primitives/Spinner.tsx";

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
`;

/**
 * /resetotp opened from the emailed link (administration spec §2, §4): 'Procesando solicitud espera un momento
 * por favor...' while the link's token is validated, then the outcome in a modal: A10 sent, R11 with the
 * server's reason, or the failure's text. Every family shows this one, from the common family.
 */
export default function OtpConfirmationScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const state = useOtpConfirmation();
  const message =
    state.kind === "sent"
      ? _(OtpConfirmationText.sent)
      : state.kind === "refused"
        ? _(OtpConfirmationText.refused, { reason: state.reason })
        : state.kind === "failed"
          ? _(state.message)
          : undefined;
  const done = () => go("/Login");
  return (
    <ScreenLayout brand={brand} title={_("Restablecer OTP")}>
      <Centre>
        {message === undefined && (
          <>
            {/* The spinner announces the text; the paragraph shows it. */}
            <Spinner label={_(OtpConfirmationText.processing)} />
            <p aria-hidden="true">{_(OtpConfirmationText.processing)}</p>
          </>
        )}
      </Centre>
      <Dialog
        open={message !== undefined}
        title={state.kind === "sent" ? _("Aviso") : _("Error")}
        onClose={done}
        actions={<Button onClick={done}>{_("Aceptar")}</Button>}
      >
        {message}
      </Dialog>
    </ScreenLayout>
  );
}
