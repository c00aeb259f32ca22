import { ArrivalMessage, LoginForm, ScreenLayout } from "@gse/components/kit";
import { type ScreenProps, useLingui } from "@gse/sdk";

/** The kiosk's login: the kit's login form (captcha, R11, R13, Recordar contraseña) in the family's page. */
export default function KioskLoginScreen({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  return (
    <ScreenLayout brand={brand} title={_("Iniciar Sesión")}>
      <ArrivalMessage navigationState={navigationState} />
      <LoginForm brand={brand} />
    </ScreenLayout>
  );
}
