import { logout, type ScreenProps, useLingui, useSignIn } from "@gse/sdk";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Spinner } from "../primitives/Spinner.tsx";
import { ScreenLayout } from "./ScreenLayout.tsx";

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** /logout (spec §2, §4): 'Signing out ...' while the SDK revokes the session and leaves for login. */
export default function LogoutView({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const runtime = useSignIn();
  // Once per visit: StrictMode runs effects twice, and a second revoke would log out a session already gone.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(runtime);
  }, [runtime]);
  return (
    <ScreenLayout brand={brand} title={_("Signing out ...")}>
      <Centre>
        <Spinner label={_("Signing out ...")} />
      </Centre>
    </ScreenLayout>
  );
}
