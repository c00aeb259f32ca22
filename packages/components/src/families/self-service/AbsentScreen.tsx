import { type ScreenProps, useLingui } from "@gse/sdk";
import { AppVersion } from "../../kit/AppVersion.tsx";
import { Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Link } from "../../primitives/Link.tsx";

/** /absent (spec §2): the session was closed; a link to /Login and the application's version. */
export default function AbsentScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  return (
    <ScreenLayout
      brand={brand}
      title={_("Tu sesión fue cerrada.")}
      illustration="alert"
      footer={<AppVersion />}
    >
      <Paragraph>{_("Inicia sesión de nuevo para continuar.")}</Paragraph>
      <Link href="/Login" onNavigate={go}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
