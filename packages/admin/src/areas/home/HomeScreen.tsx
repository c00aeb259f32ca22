import { i18n, useSession, useSignIn } from "@gse/sdk";
import styled from "styled-components";
import { useShellMenus } from "../../data/menu-queries.ts";
import { PageTitle } from "../../pieces/PageTitle.tsx";
import { portalVersion } from "../../shell/layout.ts";
import { type ShellTile, SuiteTiles } from "../../shell/SuiteTiles.tsx";

const Version = styled.p`
  margin: 0 0 24px;
`;

/** /home as drawn (spec §2): a greeting, the version label 1.8.0 and the user's applications as tiles. */
export function HomeView({
  givenName,
  tiles,
}: {
  readonly givenName: string;
  readonly tiles: readonly ShellTile[];
}) {
  return (
    <>
      <PageTitle $tight>{givenName ? i18n._("Hola, {name}", { name: givenName }) : i18n._("Hola")}</PageTitle>
      <Version>{i18n._("Versión {version}", { version: portalVersion })}</Version>
      <SuiteTiles tiles={tiles} />
    </>
  );
}

/** /home: the signed-in user's given name and suite tiles (location 4). */
export function HomeScreen() {
  const runtime = useSignIn();
  const givenName = useSession(runtime.session, (state) => state.claims?.given_name ?? "");
  const { tiles } = useShellMenus();
  return <HomeView givenName={givenName} tiles={tiles} />;
}
