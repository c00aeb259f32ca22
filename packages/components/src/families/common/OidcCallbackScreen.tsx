import { exchangeOidcCode, type OidcOutcome, type ScreenProps, useLingui, useSignIn } from "@gse/sdk";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Actions, Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Button } from "../../primitives/Button.tsx";
import { Spinner } from "../../primitives/Spinner.tsx";

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * The OIDC landing (spec §2): exchanges the `code` query parameter; without one, or when the exchange fails,
 * 'Lo sentimos, no hemos podido verificar tu credencial' and 'Entendido' back to /Login.
 */
export default function OidcCallbackScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const runtime = useSignIn();
  const exchange = useRef<Promise<OidcOutcome> | undefined>(undefined);
  const [outcome, setOutcome] = useState<OidcOutcome | undefined>(undefined);
  useEffect(() => {
    let current = true;
    // A code is good once: StrictMode's second effect reuses the first exchange.
    exchange.current ??= exchangeOidcCode(runtime, new URLSearchParams(runtime.env.currentSearch()));
    void exchange.current.then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [runtime]);
  if (outcome?.kind !== "failed") {
    return (
      <ScreenLayout brand={brand} title={_("Iniciar sesión")}>
        <Centre>
          <Spinner />
        </Centre>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout brand={brand} title={_("Iniciar sesión")} illustration="alert">
      <Paragraph>{_(outcome.message)}</Paragraph>
      <Actions>
        {/* The callback's code is spent: Back must not return to it. */}
        <Button onClick={() => go("/Login", undefined, { replace: true })}>{_("Entendido")}</Button>
      </Actions>
    </ScreenLayout>
  );
}
