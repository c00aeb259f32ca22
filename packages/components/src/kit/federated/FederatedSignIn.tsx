import { type FederatedState, useLingui, useSignIn } from "@gse/sdk";
import styled from "styled-components";
import { Button } from "../../primitives/Button.tsx";
import { LiveRegion, Notice, Paragraph, stack } from "../Notice.tsx";

/** A quiet line between the document login and the federated one: two ways in, not one form. */
const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.roles.border};
`;

const Stack = styled.div`
  ${stack}
`;

/** A person's badge: the federated identity the button signs in with, when the provider has no logo. */
function IdentityIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2 3 6v6c0 5.2 3.8 9.6 9 10 5.2-.4 9-4.8 9-10V6l-9-4Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 13c-2.4-.3-4.5-1.7-5.6-3.8.1-1.8 3.7-2.8 5.6-2.8s5.5 1 5.6 2.8c-1.1 2.1-3.2 3.5-5.6 3.8Z"
        fill="currentColor"
      />
    </svg>
  );
}

const ProviderLogo = styled.img`
  width: 20px;
  height: 20px;
  object-fit: contain;
`;

export interface FederatedSignInProps {
  readonly state: FederatedState;
  readonly onStart: () => void;
  /** A login is under way: a federated start now would race it. */
  readonly disabled?: boolean;
}

/**
 * 'Ingresar con' (spec §2): asks the server for the federated sign-in address and leaves for it 2 s later;
 * meanwhile the button is busy and a status line says so; a refused address or a failed call is shown.
 */
export function FederatedSignIn({ state, onStart, disabled = false }: FederatedSignInProps) {
  const { _ } = useLingui();
  const provider = useSignIn().env.config.federatedProvider;
  const busy = state.kind === "connecting" || state.kind === "redirecting";
  // The button's name is the whole phrase, 'Ingresar con GSE ID': the provider's name is its text, the logo
  // only decoration.
  return (
    <Stack>
      <Divider />
      <Button variant="secondary" fullWidth loading={busy} disabled={disabled} onClick={onStart}>
        {!busy && (provider?.logo ? <ProviderLogo src={provider.logo} alt="" /> : <IdentityIcon />)}
        {_("Ingresar con")} {provider?.name ?? _("tu proveedor de identidad")}
      </Button>
      <LiveRegion>
        {state.kind === "redirecting" && <Paragraph>{_("Redirigiendo...")}</Paragraph>}
        {state.kind === "refused" && (
          <Notice $tone="error">
            <p>{_(state.message)}</p>
          </Notice>
        )}
      </LiveRegion>
    </Stack>
  );
}
