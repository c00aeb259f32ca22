import { CheckEmailStateSchema, readNavigationState, type ScreenProps, samePath, useLingui } from "@gse/sdk";
import { AppVersion } from "../../kit/AppVersion.tsx";
import { Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { SentToParagraph } from "../../kit/SentEmail.tsx";
import { useGo, useRedirect } from "../../kit/use-go.ts";
import { Link } from "../../primitives/Link.tsx";
import AlertScreen from "./AlertScreen.tsx";

/**
 * /check-email (spec §2): the request was handled, check the mail sent to the masked address; a link to
 * login and the application's version. Coming from the alert tab it shows the alert screen instead; without
 * a masked email it sends the user to /Login.
 */
export default function CheckEmailScreen(props: ScreenProps) {
  const state = readNavigationState(CheckEmailStateSchema, props.navigationState);
  if (samePath(state?.previousTab ?? "", "/alert")) return <AlertScreen {...props} />;
  return <CheckEmail {...props} maskedEmail={state?.maskedEmail} message={state?.message} />;
}

function CheckEmail({
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
      <Link href="/login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
