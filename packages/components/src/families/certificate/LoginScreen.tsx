import type { Brand } from "@gse/brand-kit";
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  type DocumentTypesState,
  LoginStateSchema,
  loginMessages,
  PASSPORT_DOCUMENT_TYPE,
  readNavigationState,
  type ScreenProps,
  useCaptchaRequired,
  useCertificateLoginFlow,
  useLingui,
  useSignIn,
} from "@gse/sdk";
import { useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { FederatedSignIn } from "../../kit/federated/FederatedSignIn.tsx";
import { LoginOutcome } from "../../kit/LoginOutcome.tsx";
import { Actions, Notice, stack } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";
import { useCaptchaComponent } from "../../primitives/Captcha.tsx";
import { LanguageSelector } from "../../primitives/LanguageSelector.tsx";
import { Link } from "../../primitives/Link.tsx";
import { PasswordField } from "../../primitives/PasswordField.tsx";
import { Spinner } from "../../primitives/Spinner.tsx";
import { TextField } from "../../primitives/TextField.tsx";
import { SelectField } from "./parts/SelectField.tsx";

const Form = styled.form`
  ${stack}
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

/**
 * The certificate login (spec §2, §5): document type (from GetDocumentTypesLogin), document number (5 to 15
 * digits, letters too for PA) and password, the captcha when the application asks for it, Ingresar, the
 * 'Ingresar con' federated sign-in and Olvidé mi contraseña. Answers read as the user login's (R11, R13, A20).
 */
export default function LoginScreen({ brand, navigationState }: ScreenProps) {
  const { _ } = useLingui();
  const captchaRequired = useCaptchaRequired(brand.behaviour.captcha);
  const arrival = readNavigationState(LoginStateSchema, navigationState);
  const { env } = useSignIn();
  return (
    <ScreenLayout
      brand={brand}
      title={_("Iniciar sesión")}
      footer={
        brand.behaviour.languageSelector && (
          <LanguageSelector storageKey={brand.behaviour.languageKey} reload={env.reload} />
        )
      }
    >
      {arrival?.message && (
        <Notice $tone="info" role="status">
          <p>{_(arrival.message)}</p>
        </Notice>
      )}
      {captchaRequired === undefined ? (
        <Centre>
          <Spinner />
        </Centre>
      ) : (
        <CertificateLoginForm brand={brand} captchaRequired={captchaRequired} />
      )}
    </ScreenLayout>
  );
}

function CertificateLoginForm({
  brand,
  captchaRequired,
}: {
  readonly brand: Brand;
  readonly captchaRequired: boolean;
}) {
  const { _ } = useLingui();
  const { env } = useSignIn();
  const go = useGo();
  const lockNoticeId = useId();
  const flow = useCertificateLoginFlow({ captchaRequired });
  const Captcha = useCaptchaComponent();
  const { outcome, errors, values, documentTypes, federated } = flow.state;
  const busy = outcome.kind === "submitting" || outcome.kind === "redirecting";
  const passport = values.documentType.trim().toUpperCase() === PASSPORT_DOCUMENT_TYPE;
  const passwordField = useRef<HTMLInputElement>(null);
  // The machine empties a refused password; the cursor goes there to type it again.
  useEffect(() => {
    if (outcome.kind === "refused" && passwordField.current?.value === "") passwordField.current.focus();
  }, [outcome]);
  return (
    <Form
      noValidate
      // As the user login's: a submit before the scripts have run goes nowhere (LoginForm.tsx).
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
    >
      <DocumentTypeField
        documentTypes={documentTypes}
        value={values.documentType}
        error={errors.documentType && _(errors.documentType)}
        onChange={(value) => flow.edit("documentType", value)}
        onRetry={flow.retryDocumentTypes}
      />
      <TextField
        label={_("Número de documento")}
        name="documentNumber"
        // Digits only bring up the phone's number pad; a passport number may hold letters.
        inputMode={passport ? "text" : "numeric"}
        // The number is this login's user name: password managers save and fill it with the password.
        autoComplete="username"
        autoCapitalize={passport ? "characters" : "none"}
        spellCheck={false}
        maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
        required
        value={values.documentNumber}
        error={errors.documentNumber && _(errors.documentNumber)}
        onChange={(event) => flow.edit("documentNumber", event.target.value)}
      />
      <PasswordField
        label={_("Contraseña")}
        name="password"
        ref={passwordField}
        required
        value={values.password}
        error={errors.password && _(errors.password)}
        onChange={(event) => flow.edit("password", event.target.value)}
      />
      {captchaRequired && (
        <Captcha
          provider={env.config.captchaProvider}
          siteKey={env.config.captchaSiteKey}
          solved={flow.state.captchaToken !== undefined}
          onSolve={flow.solveCaptcha}
          onExpire={flow.expireCaptcha}
          error={errors.captcha && _(errors.captcha)}
        />
      )}
      <LoginOutcome
        outcome={outcome}
        supportContact={brand.behaviour.supportContact}
        lockHint={loginMessages.certificateLockHint}
        resetLink={{ href: "/resetpasswordCertificate", label: "Olvidé mi contraseña", onNavigate: go }}
        lockNoticeId={lockNoticeId}
      />
      <Button
        type="submit"
        fullWidth
        loading={busy}
        disabled={outcome.kind === "locked"}
        aria-describedby={outcome.kind === "locked" ? lockNoticeId : undefined}
      >
        {_("Ingresar")}
      </Button>
      <FederatedSignIn state={federated} onStart={flow.signInFederated} disabled={busy} />
      <Actions $align="center">
        <Link href="/resetpasswordCertificate" onNavigate={go}>
          {_("Olvidé mi contraseña")}
        </Link>
      </Actions>
    </Form>
  );
}

/** The document types the server allows for login; while they load the select says so, a failure offers a retry. */
function DocumentTypeField({
  documentTypes,
  value,
  error,
  onChange,
  onRetry,
}: {
  readonly documentTypes: DocumentTypesState;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onRetry: () => void;
}) {
  const { _ } = useLingui();
  const loaded = documentTypes.kind === "loaded";
  const loading = documentTypes.kind === "loading" || documentTypes.kind === "idle";
  return (
    <>
      <SelectField
        label={_("Tipo de documento")}
        name="documentType"
        required
        value={value}
        placeholder={loading ? _("Cargando") : _("Selecciona un tipo de documento")}
        aria-busy={loading || undefined}
        options={
          loaded
            ? documentTypes.types.map((type) => ({
                value: type.documentTypeId,
                label: type.documentTypeDescription,
              }))
            : []
        }
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {documentTypes.kind === "failed" && (
        <>
          <Notice $tone="error" role="alert">
            <p>{_(documentTypes.message)}</p>
          </Notice>
          <Actions>
            <Button variant="secondary" onClick={onRetry}>
              {_("Reintentar")}
            </Button>
          </Actions>
        </>
      )}
    </>
  );
}
