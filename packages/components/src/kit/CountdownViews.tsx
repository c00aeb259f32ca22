import type { Brand } from "@gse/brand-kit";
import { useAppParameter, useCountdown, useLingui } from "@gse/sdk";
import { Button } from "../primitives/Button.tsx";
import { Countdown } from "../primitives/Countdown.tsx";
import { Actions, Paragraph } from "./Notice.tsx";
import { ScreenLayout } from "./ScreenLayout.tsx";
import { ResendAfterCountdown, SentToParagraph } from "./SentEmail.tsx";
import { useGo } from "./use-go.ts";

/** The parameter holding the seconds before 'password created' moves on. */
const passwordCreatedCountdown = "passwordCreatedCountdown";

/**
 * Check email again (spec §2): the email went to the masked address; after a 60-second countdown the
 * 'not received the email?' link returns, leading back to the reset form.
 */
export function CheckEmailAgainView({
  brand,
  maskedEmail,
  message,
}: {
  readonly brand: Brand;
  readonly maskedEmail: string | undefined;
  readonly message: string | undefined;
}) {
  const { _ } = useLingui();
  return (
    <ScreenLayout brand={brand} title={_("Revisa tu correo")} illustration="checkEmail">
      {message && <Paragraph>{_(message)}</Paragraph>}
      {maskedEmail && <SentToParagraph maskedEmail={maskedEmail} />}
      <ResendAfterCountdown />
    </ScreenLayout>
  );
}

/**
 * Password created (spec §2): counts down from the state's value or the configured one, then goes to the
 * page the state names; Aceptar goes there at once.
 */
export function PasswordCreatedView({
  brand,
  message,
  seconds,
  pageToGo,
}: {
  readonly brand: Brand;
  readonly message: string | undefined;
  readonly seconds: number | undefined;
  readonly pageToGo: string;
}) {
  const { _ } = useLingui();
  const go = useGo();
  const configured = useAppParameter(passwordCreatedCountdown, "number");
  const countdown = useCountdown({ seconds: seconds ?? configured, goTo: pageToGo });
  return (
    <ScreenLayout brand={brand} title={_("Tu contraseña fue creada.")} illustration="changePassword">
      {message && <Paragraph>{_(message)}</Paragraph>}
      {countdown.running && (
        <Paragraph>
          <Countdown secondsLeft={countdown.secondsLeft} format="seconds">
            {(value) => _({ id: "Serás redirigido en {seconds} segundos.", values: { seconds: value } })}
          </Countdown>
        </Paragraph>
      )}
      <Actions>
        <Button onClick={() => go(pageToGo)}>{_("Aceptar")}</Button>
      </Actions>
    </ScreenLayout>
  );
}
