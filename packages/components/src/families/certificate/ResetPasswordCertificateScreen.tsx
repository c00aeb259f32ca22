import { type CertificateResetStep, type ScreenProps, useCertificateResetFlow, useLingui } from "@gse/sdk";
import { useEffect, useState } from "react";
import type { Illustration } from "../../kit/ScreenLayout.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { ChooseStep } from "./parts/ChooseStep.tsx";
import { CodeStep } from "./parts/CodeStep.tsx";
import { DoneView, FailedView, ResentView } from "./parts/EndViews.tsx";
import { IdentifyStep } from "./parts/IdentifyStep.tsx";

const illustrations: Record<CertificateResetStep, Illustration> = {
  identify: "resetPassword",
  choose: "resetPassword",
  code: "checkEmail",
  resent: "checkEmail",
  done: "changePassword",
  failed: "resetPassword",
};

/**
 * Forgot password by certificate, /resetpasswordCertificate (spec §2, §4): the document number, the
 * certificate to reset (a placeholder when there is none), then a direct reset for manual-password accounts or
 * the 6-digit code emailed to the account (with resend), and the success view; a failed reset reloads after 3 s.
 */
export default function ResetPasswordCertificateScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const flow = useCertificateResetFlow({ defaultTenant: brand.behaviour.defaultTenant });
  const { step } = flow.state;
  // Once the user has moved on, every step that appears takes focus; the first one on page load does not.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (step !== "identify") setMoved(true);
  }, [step]);
  const takeFocus = moved || step !== "identify";
  const title =
    step === "resent" ? _("Revisa tu correo") : step === "done" ? _("Listo") : _("Restablecer contraseña");
  return (
    <ScreenLayout brand={brand} title={title} illustration={illustrations[step]}>
      {step === "identify" && <IdentifyStep flow={flow} takeFocus={takeFocus} />}
      {step === "choose" && <ChooseStep flow={flow} takeFocus={takeFocus} />}
      {step === "code" && <CodeStep flow={flow} takeFocus={takeFocus} />}
      {step === "resent" && <ResentView flow={flow} takeFocus={takeFocus} />}
      {step === "done" && <DoneView flow={flow} takeFocus={takeFocus} />}
      {step === "failed" && <FailedView flow={flow} />}
    </ScreenLayout>
  );
}
