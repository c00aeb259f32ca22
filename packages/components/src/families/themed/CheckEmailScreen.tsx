import { CheckEmailStateSchema, readNavigationState, type ScreenProps, samePath, useLingui } from "@gse/sdk";
import { AppVersion } from "../../kit/AppVersion.tsx";
import InfoScreen from "../../kit/InfoView.tsx";
import { Actions, Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { ResendAfterCountdown, SentToParagraph } from "../../kit/SentEmail.tsx";
import { useGo, useRedirect } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";

/**
 * /check-email in the themed family (spec §2): coming from the alert tab it is the info screen used as alert;
 * otherwise the send-reset-email screen: the email went to the masked address, the 60-second wait before
 * '¿No recibiste el correo?' may ask again, Iniciar sesión and the version. Without a masked email: /Login.
 */
export default function CheckEmailScreen(props: ScreenProps) {
  const state = readNavigationState(CheckEmailStateSchema, props.navigationState);
  if (samePath(state?.previousTab ?? "", "/alert")) return <InfoScreen {...props} />;
  return <SendEmail {...props} maskedEmail={state?.maskedEmail} message={state?.message} />;
}

function SendEmail({
  brand,
  maskedEmail,
  message,
}: ScreenProps & { readonly maskedEmail: string | undefined; readonly message: string | undefined }) {
  const { _ } = useLingui();
  const go = useGo();
  useRedirect(!maskedEmail, "/Login");
  if (!maskedEmail) return null;
  return (
    <ScreenLayout
      brand={brand}
      title={_("Revisa tu correo")}
      illustration="checkEmail"
      footer={<AppVersion />}
    >
      {message && <Paragraph>{_(message)}</Paragraph>}
      <SentToParagraph maskedEmail={maskedEmail} />
      <ResendAfterCountdown />
      <Actions $align="center">
        <Button fullWidth onClick={() => go("/login")}>
          {_("Iniciar sesión")}
        </Button>
      </Actions>
    </ScreenLayout>
  );
}
