import { AlertStateSchema, readNavigationState, type ScreenProps, useLingui } from "@gse/sdk";
import { Button } from "../primitives/Button.tsx";
import { Link } from "../primitives/Link.tsx";
import { AlertCard } from "./AlertCard.tsx";
import { CheckEmailAgainView, PasswordCreatedView } from "./CountdownViews.tsx";
import { InvalidLinkView } from "./InvalidLinkView.tsx";
import { Actions, Paragraph } from "./Notice.tsx";
import { ScreenLayout } from "./ScreenLayout.tsx";
import { useGo } from "./use-go.ts";

/** The server's text repeats the heading (the spec spells it with and without '¡!'): said once is enough. */
const saysTheSame = (a: string, b: string) => {
  const words = (text: string) =>
    text
      .replace(/[¡!¿?.]/g, "")
      .trim()
      .toLowerCase();
  return words(a) === words(b);
};

/**
 * The reset/activation info screens (spec §2), chosen by the message type in navigation state: check email,
 * invalid link, alert, password updated, activation expired, check email again, password created.
 */
export default function InfoView({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const info = readNavigationState(AlertStateSchema, navigationState);
  const message = info?.message;
  const pageToGo = info?.pageToGo ?? "/Login";
  switch (info?.type ?? "ALERT") {
    case "CHECK_EMAIL":
      return (
        <ScreenLayout brand={brand} title={_("Revisa tu correo")} illustration="checkEmail">
          {message && <Paragraph>{_(message)}</Paragraph>}
          {info?.maskedEmail && (
            <Paragraph>
              {_({
                id: "Tu solicitud fue procesada. Revisa tu correo {email} para continuar.",
                values: { email: info.maskedEmail },
              })}
            </Paragraph>
          )}
          <Link href="/login" onNavigate={go}>
            {_("Iniciar sesión")}
          </Link>
        </ScreenLayout>
      );
    case "INVALID_LINK":
      return <InvalidLinkView brand={brand} {...(message ? { message } : {})} />;
    case "PASSWORD_UPDATED":
      return (
        <ScreenLayout brand={brand} title={_("Tu contraseña fue actualizada.")} illustration="changePassword">
          {message && <Paragraph>{_(message)}</Paragraph>}
          <Actions>
            <Button onClick={() => go("/login")}>{_("Iniciar sesión")}</Button>
          </Actions>
        </ScreenLayout>
      );
    case "ACTIVATION_EXPIRED":
      return (
        <ScreenLayout brand={brand} title={_("¡Tiempo de activación finalizado!")} illustration="alert">
          {message && !saysTheSame(message, "¡Tiempo de activación finalizado!") && (
            <Paragraph>{_(message)}</Paragraph>
          )}
          <Link href="/resetpassword" onNavigate={go}>
            {_("¿No recibiste el correo?")}
          </Link>
        </ScreenLayout>
      );
    case "CHECK_EMAIL_AGAIN":
      return <CheckEmailAgainView brand={brand} maskedEmail={info?.maskedEmail} message={message} />;
    case "PASSWORD_CREATED":
    case "ASSIGN_INITIAL_PASSWORD":
      return (
        <PasswordCreatedView brand={brand} message={message} seconds={info?.countdown} pageToGo={pageToGo} />
      );
    case "ALERT":
      return <AlertCard brand={brand} message={message} pageToGo={pageToGo} />;
  }
}
