import type { Brand } from "@gse/brand-kit";
import { useLingui } from "@gse/sdk";
import { Link } from "../primitives/Link.tsx";
import { Paragraph } from "./Notice.tsx";
import { ResetEmailForm } from "./ResetEmailForm.tsx";
import { ScreenLayout } from "./ScreenLayout.tsx";
import { useGo } from "./use-go.ts";

const title = "¡Este enlace ya no es válido!";

/** Two texts that say the same sentence, whatever their opening and closing marks or case. */
export const sameSentence = (a: string, b: string) => {
  const bare = (text: string) =>
    text
      .replace(/[¡!¿?.]/g, "")
      .trim()
      .toLocaleLowerCase("es");
  return bare(a) === bare(b);
};

/**
 * An invalid or expired link (spec §2): the spec's two texts and an email field to restart the reset; the
 * server's reason too, unless it is the heading's sentence again ('Este enlace ya no es válido').
 */
export function InvalidLinkView({ brand, message }: { readonly brand: Brand; readonly message?: string }) {
  const { _ } = useLingui();
  const go = useGo();
  return (
    <ScreenLayout brand={brand} title={_("¡Este enlace ya no es válido!")} illustration="alert">
      {message && !sameSentence(message, title) && <Paragraph>{_(message)}</Paragraph>}
      <Paragraph>{_("Para restablecer tu contraseña ingresa de nuevo tu email")}</Paragraph>
      <ResetEmailForm fromInvalidLink />
      <Link href="/login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
