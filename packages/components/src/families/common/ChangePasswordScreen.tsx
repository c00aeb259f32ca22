import {
  newPasswordBlocker,
  type ScreenProps,
  useLingui,
  useSetPasswordFlow,
  type ValidationError,
} from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import { LiveRegion, Notice, Paragraph, stack } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";
import { Checklist } from "../../primitives/Checklist.tsx";
import { Link } from "../../primitives/Link.tsx";
import { PasswordField } from "../../primitives/PasswordField.tsx";
import { Spinner } from "../../primitives/Spinner.tsx";

const Form = styled.form`
  ${stack}
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

const User = styled(Paragraph)`
  font-weight: 700;
`;

/**
 * Set or change the password from the emailed link (spec §2, §4, §5): 'Usuario: ' and the user, the new
 * password and its confirmation with show/hide, the live five-rule checklist and 'Restablecer'. The title
 * says create for an account being activated, change otherwise; a signed-in change also asks the current one.
 */
export default function ChangePasswordScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const { state, check, edit, submit } = useSetPasswordFlow();
  const [attempted, setAttempted] = useState(false);
  const message = (error: ValidationError | undefined) => error && _(error);
  const { values, phase, mode } = state;
  const title = mode === "set" && state.isUserActivation ? _("Crear contraseña") : _("Cambiar contraseña");
  const busy = phase === "submitting" || phase === "signingIn" || phase === "leaving";
  const canSubmit = check.canSubmit && (mode === "set" || values.currentPassword !== "");
  const blocker = newPasswordBlocker({
    ...(mode === "change" ? { currentPassword: values.currentPassword } : {}),
    password: values.password,
    confirmation: values.confirmation,
  });
  const mismatch = values.confirmation !== "" || attempted ? check.errors.confirmation : undefined;

  if (phase === "checkingLink") {
    return (
      <ScreenLayout brand={brand} title={_("Restablecer contraseña")} illustration="changePassword">
        <Centre>
          <Spinner />
        </Centre>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout brand={brand} title={title} illustration="changePassword">
      <User>
        {_("Usuario: ")}
        {state.user}
      </User>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          submit();
        }}
      >
        {mode === "change" && (
          <PasswordField
            label={_("Contraseña actual")}
            name="currentPassword"
            required
            value={values.currentPassword}
            onChange={(event) => edit("currentPassword", event.target.value)}
          />
        )}
        <PasswordField
          label={_("Nueva contraseña")}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={attempted ? message(check.errors.password) : undefined}
          onChange={(event) => edit("password", event.target.value)}
        />
        <Checklist
          title={_("La contraseña debe tener:")}
          items={check.checklist.map((rule) => ({ label: message(rule.label) ?? "", passed: rule.passed }))}
        />
        <PasswordField
          label={_("Confirmar contraseña")}
          name="confirmation"
          autoComplete="new-password"
          required
          value={values.confirmation}
          error={message(mismatch)}
          onChange={(event) => edit("confirmation", event.target.value)}
        />
        <LiveRegion>
          {state.message && (
            <Notice $tone="error">
              <p>{_(state.message)}</p>
            </Notice>
          )}
          {state.done && (
            <Notice $tone="info">
              <p>{_(state.done)}</p>
            </Notice>
          )}
        </LiveRegion>
        <Button
          type="submit"
          fullWidth
          disabled={!canSubmit && !busy}
          disabledReason={blocker && _(blocker)}
          loading={busy}
        >
          {_("Restablecer")}
        </Button>
        <Link href="/login" onNavigate={go}>
          {_("Iniciar sesión")}
        </Link>
      </Form>
    </ScreenLayout>
  );
}
