import { type ScreenProps, useLingui } from "@gse/sdk";
import { useState } from "react";
import { OtpCodeSteps, OtpEmailStep } from "../../kit/OtpSteps.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";

/**
 * /resetotp (spec §2, §7), always open whatever the session: the email to send the code to, then the 6-digit
 * code from the email ('Ingresa un código numérico de 6 caracteres.'), a new code on request, and the
 * server's word once it is valid. A wrong code keeps the user on the code step with the server's message.
 */
export default function ResetOtpScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const [email, setEmail] = useState<string | undefined>(undefined);
  return (
    <ScreenLayout brand={brand} title={_("Restablecer OTP")} illustration="resetPassword">
      {email === undefined ? (
        <OtpEmailStep onSend={setEmail} />
      ) : (
        <OtpCodeSteps key={email} email={email} onChangeEmail={() => setEmail(undefined)} />
      )}
    </ScreenLayout>
  );
}
