import { reloadAfterFailedResetMs, useLingui } from "@gse/sdk";
import { Actions, Notice } from "../../../kit/Notice.tsx";
import { Button } from "../../../primitives/Button.tsx";
import { FocusText, type ResetStepProps, useStepFocus } from "./ResetStep.tsx";

/** Shown in place of the masked part of the address: the resend view names only the tail (spec §2). */
const maskedPrefix = "*****";

/** A new code went out: only the address's tail is shown, behind a masked prefix; Continuar returns to the code. */
export function ResentView({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const text = useStepFocus<HTMLParagraphElement>(takeFocus);
  return (
    <>
      <FocusText ref={text} tabIndex={-1}>
        {_({
          id: "Enviamos nuevamente el correo a {email}.",
          values: { email: `${maskedPrefix}${flow.emailTail}` },
        })}
      </FocusText>
      <Actions>
        <Button onClick={flow.enterCode}>{_("Continuar")}</Button>
      </Actions>
    </>
  );
}

/** The password is back to the one first assigned to the certificate; Entendido goes to login. */
export function DoneView({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const text = useStepFocus<HTMLParagraphElement>(takeFocus);
  return (
    <>
      <FocusText ref={text} tabIndex={-1}>
        {_(
          "Tu contraseña fue restablecida. Ahora inicias sesión con la contraseña asignada originalmente al certificado.",
        )}
      </FocusText>
      <Actions>
        <Button onClick={flow.finish}>{_("Entendido")}</Button>
      </Actions>
    </>
  );
}

/** The reset failed: the server's text, and the page reloads after 3 s to start over (spec §4). */
export function FailedView({ flow }: Pick<ResetStepProps, "flow">) {
  const { _ } = useLingui();
  const seconds = reloadAfterFailedResetMs / 1000;
  return (
    <Notice $tone="error" role="alert">
      {flow.state.message && <p>{_(flow.state.message)}</p>}
      <p>{_({ id: "La página se recargará en {seconds} segundos.", values: { seconds } })}</p>
    </Notice>
  );
}
