import { CODE_LENGTH, useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Actions, Paragraph, stack } from "../../../kit/Notice.tsx";
import { Button } from "../../../primitives/Button.tsx";
import { TextField } from "../../../primitives/TextField.tsx";
import { type ResetStepProps, ServerMessage, useStepFocus } from "./ResetStep.tsx";

const Form = styled.form`
  ${stack}
`;

/**
 * The emailed 6-digit code: Volver, Continuar, and '¿No recibiste el correo?' to send a new one. A wrong code
 * keeps the user here with the server's text.
 */
export function CodeStep({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const field = useStepFocus<HTMLInputElement>(takeFocus);
  const { values, errors, busy, message, maskedEmail } = flow.state;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.next();
      }}
    >
      {maskedEmail && (
        <Paragraph>
          {_({ id: "Te enviamos un código de 6 dígitos a {email}.", values: { email: maskedEmail } })}
        </Paragraph>
      )}
      <TextField
        ref={field}
        label={_("Código")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        required
        value={values.code}
        error={errors.code && _(errors.code)}
        onChange={(event) => flow.edit("code", event.target.value)}
      />
      <ServerMessage message={message} />
      <Actions>
        <Button variant="secondary" onClick={flow.back}>
          {_("Volver")}
        </Button>
        <Button type="submit" loading={busy}>
          {_("Continuar")}
        </Button>
      </Actions>
      <Actions $align="center">
        <Button variant="text" onClick={flow.resend} disabled={busy}>
          {_("¿No recibiste el correo?")}
        </Button>
      </Actions>
    </Form>
  );
}
