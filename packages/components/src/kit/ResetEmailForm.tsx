import { EMAIL_MAX_LENGTH, emailBlocker, useLingui, useResetPasswordFlow } from "@gse/sdk";
import { type ReactNode, useState } from "react";
import styled from "styled-components";
import { Button } from "../primitives/Button.tsx";
import { TextField } from "../primitives/TextField.tsx";
import { Actions, stack } from "./Notice.tsx";

const Form = styled.form`
  ${stack}
`;

export interface ResetEmailFormProps {
  /** True on the invalid-link screen, which restarts the reset from an email. */
  readonly fromInvalidLink?: boolean;
  /** Buttons before Enviar (Cancelar). */
  readonly secondary?: ReactNode;
  /** Look up the email's accounts first; several open the picker (the self-service app). */
  readonly lookupAccounts?: boolean;
}

/**
 * The email form that asks for a reset link (spec §2, §5): validated on each change once typed in, Enviar
 * enabled only for a valid email, and the server's message under the field when the send is refused.
 */
export function ResetEmailForm({
  fromInvalidLink = false,
  secondary,
  lookupAccounts = false,
}: ResetEmailFormProps) {
  const { _ } = useLingui();
  const { state, canSend, edit, submit } = useResetPasswordFlow({ lookupAccounts, fromInvalidLink });
  const [touched, setTouched] = useState(false);
  const blocker = emailBlocker(state.email, !state.error);
  const error = state.message ? _(state.message) : touched && state.error ? _(state.error) : undefined;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        submit();
      }}
    >
      <TextField
        label={_("Email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={state.email}
        error={error}
        onChange={(event) => {
          setTouched(true);
          edit(event.target.value);
        }}
      />
      <Actions>
        {secondary}
        <Button
          type="submit"
          disabled={!canSend && !state.sending}
          disabledReason={blocker && _(blocker)}
          loading={state.sending}
        >
          {_("Enviar")}
        </Button>
      </Actions>
    </Form>
  );
}
