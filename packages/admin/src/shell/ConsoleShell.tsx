import {
  fullName,
  logout,
  ownPasswordChangeState,
  startSessionHub,
  useAppVersion,
  useInactivitySignOut,
  useSession,
  useSignIn,
} from "@gse/sdk";
import { Outlet } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import styled from "styled-components";
import { useConsole } from "../console-context.tsx";
import { useShellMenus } from "../data/menu-queries.ts";
import { drawerWidth, narrowBreakpoint, portalVersion, topBarHeight } from "./layout.ts";
import { SideDrawer } from "./SideDrawer.tsx";
import { TopBar } from "./TopBar.tsx";

const Layout = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  padding-top: ${topBarHeight}px;
  background: ${({ theme }) => theme.page.background};
  color: ${({ theme }) => theme.page.text};
  font-family: ${({ theme }) => theme.font.family};

  @media (min-width: ${narrowBreakpoint}px) {
    padding-left: ${drawerWidth}px;
  }
`;

const Content = styled.main`
  box-sizing: border-box;
  min-height: calc(100vh - ${topBarHeight}px);
  padding: 24px;
  min-width: 0;
`;

/** The console's frame (spec §2): top bar and side drawer from the server's menus, the route in the middle. */
export function ConsoleShell({ children }: { readonly children?: ReactNode }) {
  const runtime = useSignIn();
  const { brand } = useConsole();
  const claims = useSession(runtime.session, (state) => state.claims);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const appVersion = useAppVersion();
  const menus = useShellMenus();
  // The signed-in area closes an idle session ('You've been away', sign-in spec §2) after the configured time.
  useInactivitySignOut();
  useEffect(() => {
    // Single session (sign-in spec §4): the hub client loads with the console, never with the login page.
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
        topMenu={menus.top}
        userMenu={menus.user}
        tiles={menus.tiles}
        onMenu={() => setDrawerOpen((open) => !open)}
        onChangePassword={() => runtime.env.navigate("/changepassword", ownPasswordChangeState)}
        onSignOut={() => void logout(runtime)}
      />
      <SideDrawer
        items={menus.side}
        topItems={menus.top}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        version={portalVersion}
        appVersion={appVersion}
        languageKey={brand.behaviour.languageKey}
        reload={runtime.env.reload}
      />
      <Content id="content">{children ?? <Outlet />}</Content>
    </Layout>
  );
}
