import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Actions, Paragraph, stack } from "../../../kit/Notice.tsx";
import { useGo } from "../../../kit/use-go.ts";
import { Button } from "../../../primitives/Button.tsx";
import { TextField } from "../../../primitives/TextField.tsx";
import { type ResetStepProps, ServerMessage, useStepFocus } from "./ResetStep.tsx";

const Form = styled.form`
  ${stack}
`;

/** First step: the document number whose certificates to list; Volver returns to login. */
export function IdentifyStep({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const go = useGo();
  const field = useStepFocus<HTMLInputElement>(takeFocus);
  const { values, errors, busy, message } = flow.state;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.lookup();
      }}
    >
      <Paragraph>{_("Ingresa tu número de documento para buscar los certificados asociados.")}</Paragraph>
      <TextField
        ref={field}
        label={_("Número de documento")}
        name="user"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.user}
        error={errors.user && _(errors.user)}
        onChange={(event) => flow.edit("user", event.target.value)}
      />
      <ServerMessage message={message} />
      <Actions>
        <Button variant="secondary" onClick={() => go("/login")}>
          {_("Volver")}
        </Button>
        <Button type="submit" loading={busy}>
          {_("Continuar")}
        </Button>
      </Actions>
    </Form>
  );
}
