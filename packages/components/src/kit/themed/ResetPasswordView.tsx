import { type ScreenProps, useLingui } from "@gse/sdk";
import { Link } from "../../primitives/Link.tsx";
import { Paragraph } from "../Notice.tsx";
import { ResetEmailForm } from "../ResetEmailForm.tsx";
import { ScreenLayout } from "../ScreenLayout.tsx";
import { useGo } from "../use-go.ts";

/**
 * The 'Restablecer contraseña' variant of the reset (spec §2): the email field and Enviar, the server's
 * message under the field, and 'Volver' to login instead of Cancelar. With `lookupAccounts` the email's
 * accounts are looked up first and several open /selectaccounts (the self-service app).
 */
export function ResetPasswordView({
  brand,
  lookupAccounts = false,
}: Pick<ScreenProps, "brand"> & { readonly lookupAccounts?: boolean }) {
  const { _ } = useLingui();
  const go = useGo();
  return (
    <ScreenLayout brand={brand} title={_("Restablecer contraseña")} illustration="resetPassword">
      <Paragraph>{_("Ingresa tu email y te enviaremos un enlace para restablecer tu contraseña.")}</Paragraph>
      <ResetEmailForm lookupAccounts={lookupAccounts} />
      <Link href="/login" onNavigate={go}>
        {_("Volver")}
      </Link>
    </ScreenLayout>
  );
}
