import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Actions, Notice, stack } from "../../../kit/Notice.tsx";
import { useGo } from "../../../kit/use-go.ts";
import { Button } from "../../../primitives/Button.tsx";
import { Link } from "../../../primitives/Link.tsx";
import { FocusText, type ResetStepProps, ServerMessage, useStepFocus } from "./ResetStep.tsx";
import { SelectField } from "./SelectField.tsx";

const Form = styled.form`
  ${stack}
`;

/**
 * Second step: pick the certificate (account) to reset. With none found there is nothing to pick, so no
 * select (a required select with no option would be a dead end): the step says there are no associated
 * users for that document and offers the ways on, another document or the login.
 */
export function ChooseStep(props: ResetStepProps) {
  return props.flow.noAccounts ? <NoAccounts {...props} /> : <Choose {...props} />;
}

function NoAccounts({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const go = useGo();
  const text = useStepFocus<HTMLParagraphElement>(takeFocus);
  return (
    <Notice $tone="info" role="status">
      <FocusText ref={text} tabIndex={-1}>
        {_({
          id: "No hay usuarios asociados al documento {document}.",
          values: { document: flow.state.values.user.trim() },
        })}
      </FocusText>
      <Actions>
        <Link href="/login" onNavigate={go}>
          {_("Iniciar sesión")}
        </Link>
        <Button variant="secondary" onClick={flow.back}>
          {_("Volver")}
        </Button>
      </Actions>
    </Notice>
  );
}

function Choose({ flow, takeFocus }: ResetStepProps) {
  const { _ } = useLingui();
  const select = useStepFocus<HTMLSelectElement>(takeFocus);
  const { values, errors, busy, message, accounts = [] } = flow.state;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.next();
      }}
    >
      <SelectField
        ref={select}
        label={_("Certificado")}
        name="certificate"
        required
        value={values.certificate}
        placeholder={_("Selecciona un certificado")}
        options={accounts.map((account) => ({ value: account.userName, label: account.userName }))}
        error={errors.certificate && _(errors.certificate)}
        onChange={(event) => flow.edit("certificate", event.target.value)}
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
    </Form>
  );
}
