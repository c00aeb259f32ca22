import type { ScreenProps } from "@gse/sdk";
import { ResetPasswordView } from "../../kit/themed/ResetPasswordView.tsx";

/** The themed reset password (spec §2): the 'Restablecer contraseña' variant with 'Volver' to login. */
export default function ResetPasswordScreen({ brand }: ScreenProps) {
  return <ResetPasswordView brand={brand} />;
}
