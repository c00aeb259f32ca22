import type { ScreenProps } from "@gse/sdk";
import { LoginView } from "../../kit/themed/LoginView.tsx";

/**
 * The themed login (spec §2, the two branded variants): title 'Iniciar Sesión' beside the brand panel, which
 * the license app's certificate tenants show at the start and the inhibitory-lists app at the end; the form
 * is common's (captcha, R11 attempts, R13 countdown, permanent lock, Recordar contraseña).
 */
export default function LoginScreen(props: ScreenProps) {
  return <LoginView {...props} />;
}
