import {
  type ResendEmailState,
  ResendEmailStateSchema,
  readNavigationState,
  type ScreenProps,
  useLingui,
  useResendEmailFlow,
} from "@gse/sdk";
import { Actions, LiveRegion, Notice, Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";
import { Countdown } from "../../primitives/Countdown.tsx";
import { Link } from "../../primitives/Link.tsx";

/** The user to resend to, from navigation state: both the user name and the email, or nobody. */
function userOf(navigationState: unknown): ResendEmailState["user"] {
  const state = readNavigationState(ResendEmailStateSchema, navigationState);
  return state?.userName && state.email ? { userName: state.userName, email: state.email } : undefined;
}

/**
 * /resendemail (spec §2): 1 the activation time ran out and a new link was sent (on arrival) to the masked
 * email, with '¿No recibiste el correo?'; 2 a 60-second countdown before the resend link returns; 3 'Listo',
 * sent again. Without user data the flow goes to /Alert with 'No hay información del usuario.'.
 */
export default function ResendEmailScreen({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const message = readNavigationState(ResendEmailStateSchema, navigationState)?.message;
  const { state, maskedEmail, send, notReceived } = useResendEmailFlow(userOf(navigationState));
  const sentTo = (
    <Paragraph>
      {_({
        id: "Te enviamos un nuevo enlace de activación a {email}.",
        values: { email: maskedEmail },
      })}
    </Paragraph>
  );
  const { view, sending } = state;
  if (!state.user) return null;
  const title = view.step === 3 ? _("Listo") : _("¡Tiempo de activación finalizado!");
  return (
    <ScreenLayout brand={brand} title={title} illustration="checkEmail">
      {view.step === 1 && (
        <>
          {message && <Paragraph>{_(message)}</Paragraph>}
          {view.sent ? (
            <>
              {sentTo}
              <Actions>
                <Button variant="secondary" onClick={notReceived}>
                  {_("¿No recibiste el correo?")}
                </Button>
              </Actions>
            </>
          ) : (
            // Sending on arrival, or the send failed (its text below): the user may try again.
            <Actions>
              <Button onClick={send} loading={sending}>
                {_("Reenviar correo")}
              </Button>
            </Actions>
          )}
        </>
      )}
      {view.step === 2 && (
        <>
          {sentTo}
          {view.secondsLeft > 0 ? (
            <Paragraph>
              <Countdown secondsLeft={view.secondsLeft} format="seconds">
                {(seconds) =>
                  _({ id: "Podrás solicitar un nuevo correo en {seconds} segundos.", values: { seconds } })
                }
              </Countdown>
            </Paragraph>
          ) : (
            <Actions $align="between">
              <Paragraph>{_("¿No recibiste el correo?")}</Paragraph>
              <Button variant="secondary" onClick={send} loading={sending}>
                {_("Reenviar correo")}
              </Button>
            </Actions>
          )}
        </>
      )}
      {view.step === 3 && (
        <Paragraph>
          {_({ id: "Enviamos nuevamente el correo a {email}.", values: { email: maskedEmail } })}
        </Paragraph>
      )}
      <LiveRegion>
        {state.message && (
          <Notice $tone="error">
            <p>{_(state.message)}</p>
          </Notice>
        )}
      </LiveRegion>
      <Link href="/login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
