import { type ScreenProps, useLingui, useSignIn } from "@gse/sdk";
import { ArrivalMessage, LoginForm } from "../../kit/LoginForm.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { LanguageSelector } from "../../primitives/LanguageSelector.tsx";

/**
 * The classic login card (spec §2): title Login, user and password, the captcha when the application asks
 * for it, Ingresar, Recordar contraseña, and Comprar / Prueba Gratis when the brand or the server offer them.
 */
export default function LoginScreen({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  const { env } = useSignIn();
  return (
    <ScreenLayout
      brand={brand}
      title={_("Login")}
      footer={
        brand.behaviour.languageSelector && (
          <LanguageSelector storageKey={brand.behaviour.languageKey} reload={env.reload} />
        )
      }
    >
      <ArrivalMessage navigationState={navigationState} />
      <LoginForm brand={brand} />
    </ScreenLayout>
  );
}
