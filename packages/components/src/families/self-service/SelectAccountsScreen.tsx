import { PasswordBlockerMessage, type ScreenProps, useLingui, useSelectAccountsFlow } from "@gse/sdk";
import styled from "styled-components";
import { LiveRegion, Notice, stack } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { Button } from "../../primitives/Button.tsx";
import { Link } from "../../primitives/Link.tsx";
import { AccountChoice } from "./parts/AccountChoice.tsx";

const Form = styled.form`
  ${stack}
`;

/**
 * /selectaccounts (spec §2, §4): the accounts that share the email, as a radio list of user names ('Which
 * user do you want to restore?'), 'Users not found' when there are none, Restablecer sending the reset for
 * the chosen user, and a link to /login that clears the stored list. Without a stored list: /login.
 */
export default function SelectAccountsScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const { state, choose, restore, backToLogin } = useSelectAccountsFlow();
  // Until the stored list is read there is nothing to show; without one the flow is already leaving.
  if (!state.accounts) return null;
  return (
    <ScreenLayout brand={brand} title={_("Restablecer contraseña")} illustration="resetPassword">
      {state.accounts.length === 0 ? (
        <Notice $tone="info" role="status">
          <p>{_("Users not found")}</p>
        </Notice>
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            restore();
          }}
        >
          <AccountChoice
            legend={_("Which user do you want to restore?")}
            accounts={state.accounts}
            chosen={state.chosen}
            onChoose={choose}
          />
          <LiveRegion>
            {state.message && (
              <Notice $tone="error">
                <p>{_(state.message)}</p>
              </Notice>
            )}
          </LiveRegion>
          <Button
            type="submit"
            fullWidth
            disabled={!state.chosen && !state.sending}
            disabledReason={_(PasswordBlockerMessage.account)}
            loading={state.sending}
          >
            {_("Restablecer")}
          </Button>
        </Form>
      )}
      <Link href="/login" onNavigate={backToLogin}>
        {_("Iniciar sesión")}
      </Link>
    </ScreenLayout>
  );
}
