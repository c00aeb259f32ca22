import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  emailBlocker,
  maskEmail,
  ResetEmailFormSchema,
  useLingui,
  useOtpFlow,
  validateForm,
} from "@gse/sdk";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { Button } from "../primitives/Button.tsx";
import { Link } from "../primitives/Link.tsx";
import { Spinner } from "../primitives/Spinner.tsx";
import { TextField } from "../primitives/TextField.tsx";
import { Actions, LiveRegion, Notice, Paragraph, stack } from "./Notice.tsx";
import { useGo } from "./use-go.ts";

const Form = styled.form`
  ${stack}
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

/** The address the code goes to, validated on each change as the reset email is (spec §5). */
export function OtpEmailStep({ onSend }: { readonly onSend: (email: string) => void }) {
  const { _ } = useLingui();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const form = validateForm(ResetEmailFormSchema, { email });
  const blocker = emailBlocker(email, form.ok);
  const error = touched && !form.ok ? form.errors.email : undefined;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (form.ok) onSend(form.value.email.trim());
      }}
    >
      <Paragraph>{_("Ingresa tu email y te enviaremos un código para restablecer tu OTP.")}</Paragraph>
      <TextField
        label={_("Email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={error && _(error)}
        onChange={(event) => {
          setTouched(true);
          setEmail(event.target.value);
        }}
      />
      <Actions>
        <Button type="submit" disabled={!form.ok} disabledReason={blocker && _(blocker)}>
          {_("Enviar")}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * Sends the code as soon as it opens, then asks for it: 6 digits, Continuar, '¿No recibiste el correo?' for a
 * new one, Volver to change the email; once valid, the server's word and a way to login.
 */
export function OtpCodeSteps({
  email,
  onChangeEmail,
}: {
  readonly email: string;
  readonly onChangeEmail: () => void;
}) {
  const { _ } = useLingui();
  const go = useGo();
  const { state, send, editCode, validate } = useOtpFlow({ email });
  // The flow ignores a second send while the first is under way (StrictMode runs this twice).
  useEffect(() => send(), [send]);
  const problem = state.refused && state.message && (
    <Notice $tone="error">
      <p>{_(state.message)}</p>
    </Notice>
  );

  if (state.step === "validated") {
    return (
      <>
        <LiveRegion>
          <Notice $tone="info">
            <p>{_(state.message ?? "Listo")}</p>
          </Notice>
        </LiveRegion>
        <Button fullWidth onClick={() => go("/login")}>
          {_("Iniciar sesión")}
        </Button>
      </>
    );
  }
  if (state.step === "send") {
    return (
      <>
        {state.busy ? (
          <Centre>
            <Spinner />
          </Centre>
        ) : (
          <LiveRegion>{problem}</LiveRegion>
        )}
        {!state.busy && (
          <Actions $align="between">
            <Button variant="secondary" onClick={onChangeEmail}>
              {_("Volver")}
            </Button>
            <Button onClick={send}>{_("Enviar")}</Button>
          </Actions>
        )}
      </>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        validate();
      }}
    >
      <Paragraph>
        {_({ id: "Te enviamos un código de 6 dígitos a {email}.", values: { email: maskEmail(email) } })}
      </Paragraph>
      <TextField
        label={_("Código")}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        required
        maxLength={CODE_LENGTH}
        value={state.code}
        error={state.errors.code && _(state.errors.code)}
        onChange={(event) => editCode(event.target.value)}
      />
      <LiveRegion>{problem}</LiveRegion>
      <Actions $align="between">
        <Button variant="secondary" onClick={onChangeEmail} disabled={state.busy}>
          {_("Volver")}
        </Button>
        <Button type="submit" loading={state.busy}>
          {_("Continuar")}
        </Button>
      </Actions>
      <Link
        href="/resetotp"
        onNavigate={() => {
          if (!state.busy) send();
        }}
      >
        {_("¿No recibiste el correo?")}
      </Link>
    </Form>
  );
}
