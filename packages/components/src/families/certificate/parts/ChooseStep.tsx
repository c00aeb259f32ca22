import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Button } from "../../../primitives/Button.tsx";
import { Actions, stack } from "../../common/parts/Notice.tsx";
import { type ResetStepProps, ServerMessage, useStepFocus } from "./ResetStep.tsx";
import { SelectField } from "./SelectField.tsx";

const Form = styled.form`
  ${stack}
`;

/**
 * Second step: pick the certificate (account) to reset; with none found the select's placeholder says there
 * are no associated users and only Volver is left.
 */
export function ChooseStep({ flow, takeFocus }: ResetStepProps) {
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
        placeholder={flow.noAccounts ? _("No hay usuarios asociados") : _("Selecciona un certificado")}
        options={accounts.map((account) => ({ value: account.userName, label: account.userName }))}
        error={errors.certificate && _(errors.certificate)}
        onChange={(event) => flow.edit("certificate", event.target.value)}
      />
      <ServerMessage message={message} />
      <Actions>
        <Button variant="secondary" onClick={flow.back}>
          {_("Volver")}
        </Button>
        <Button type="submit" loading={busy} disabled={flow.noAccounts}>
          {_("Continuar")}
        </Button>
      </Actions>
    </Form>
  );
}
