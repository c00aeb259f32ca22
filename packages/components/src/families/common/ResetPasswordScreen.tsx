import { type ScreenProps, useLingui } from "@gse/sdk";
import { Paragraph } from "../../kit/Notice.tsx";
import { ResetEmailForm } from "../../kit/ResetEmailForm.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";

/** Reset password (spec §2): an email field with Cancelar and Enviar; the server's message under the field. */
export default function ResetPasswordScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  return (
    <ScreenLayout brand={brand} title={_("Restablecer contraseña")} illustration="resetPassword">
      <Paragraph>{_("Ingresa tu email y te enviaremos un enlace para restablecer tu contraseña.")}</Paragraph>
      <ResetEmailForm
        secondary={
          <Button variant="secondary" onClick={() => go("/login")}>
            {_("Cancelar")}
          </Button>
        }
      />
    </ScreenLayout>
  );
}
