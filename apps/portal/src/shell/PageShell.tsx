import { fullName, logout, startSessionHub, useAppVersion, useSession, useSignIn } from "@gse/sdk";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { usePortal } from "../routing/portal-context.tsx";
import { drawerWidth, narrowBreakpoint, portalVersion } from "./layout.ts";
import { SideDrawer } from "./SideDrawer.tsx";
import { TopBar } from "./TopBar.tsx";

const Layout = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  padding-top: 64px;
  background: ${({ theme }) => theme.page.background};
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};

  @media (min-width: ${narrowBreakpoint}px) {
    padding-left: ${drawerWidth}px;
  }
`;

const Content = styled.main`
  padding: 24px;
  min-height: calc(100vh - 64px);
  box-sizing: border-box;
`;

/** The page shell of the protected routes (spec §2): fixed top bar, side drawer and the content area. */
export function PageShell({ title }: { readonly title: string }) {
  const runtime = useSignIn();
  const { brand } = usePortal();
  const claims = useSession(runtime.session, (state) => state.claims);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const appVersion = useAppVersion();
  useEffect(() => {
    // Single session (spec §4): the hub client loads here, after sign-in, never with the login page.
    const stop = startSessionHub(runtime).catch((error: unknown) => {
      console.error("session hub:", error);
      return undefined;
    });
    return () => void stop.then((close) => close?.());
  }, [runtime]);
  return (
    <Layout>
      <TopBar
        brandName={brand.name}
        userName={claims ? fullName(claims) : ""}
        apps={claims?.APPS ?? []}
        onMenu={() => setDrawerOpen((open) => !open)}
        onLogout={() => void logout(runtime)}
      />
      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        version={portalVersion}
        appVersion={appVersion}
        languageKey={brand.behaviour.languageKey}
      />
      <Content id="content" aria-label={title} />
    </Layout>
  );
}
