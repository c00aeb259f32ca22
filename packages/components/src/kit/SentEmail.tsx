import { useLingui, useResendCountdown } from "@gse/sdk";
import { Countdown } from "../primitives/Countdown.tsx";
import { Link } from "../primitives/Link.tsx";
import { Paragraph } from "./Notice.tsx";
import { useGo } from "./use-go.ts";

/** 'The request was handled, check the mail sent to <masked address>' (spec §2). */
export function SentToParagraph({ maskedEmail }: { readonly maskedEmail: string }) {
  const { _ } = useLingui();
  return (
    <Paragraph>
      {_({
        id: "Tu solicitud fue procesada. Revisa tu correo {email} para continuar.",
        values: { email: maskedEmail },
      })}
    </Paragraph>
  );
}

/** The 60-second wait (spec §9), then '¿No recibiste el correo?' back to the reset form. */
export function ResendAfterCountdown() {
  const { _ } = useLingui();
  const go = useGo();
  const countdown = useResendCountdown();
  return countdown.done ? (
    <Link href="/resetpassword" onNavigate={go}>
      {_("¿No recibiste el correo?")}
    </Link>
  ) : (
    <Paragraph>
      <Countdown secondsLeft={countdown.secondsLeft} format="seconds">
        {(seconds) =>
          _({ id: "Podrás solicitar un nuevo correo en {seconds} segundos.", values: { seconds } })
        }
      </Countdown>
    </Paragraph>
  );
}
