import { i18n } from "@gse/sdk";
import { useCallback, useId, useState } from "react";
import styled, { useTheme } from "styled-components";
import { MenuIcon } from "./icons/MenuIcon.tsx";
import { narrowBreakpoint, topBarHeight } from "./layout.ts";
import { MenuTree } from "./MenuTree.tsx";
import { Popover } from "./Popover.tsx";
import { type ShellTile, SuiteTiles } from "./SuiteTiles.tsx";
import type { ShellMenuItem } from "./shell-menu.ts";

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  box-sizing: border-box;
  height: ${topBarHeight}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 12px;
  background: ${({ theme }) => theme.palette.primary.dark};
  color: #ffffff;
`;

const Logo = styled.img`
  height: 36px;
  width: auto;
  min-width: 0;
  flex-shrink: 1;
  max-width: ${({ theme }) => theme.logo.width};
`;

const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: -3px;
  }
  @media (min-width: ${narrowBreakpoint}px) {
    &[data-narrow-only] {
      display: none;
    }
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

/** The top menu (location 2): inline on wide screens; under 600 px the drawer shows its entries instead. */
const TopMenu = styled.nav`
  flex: 1;
  min-width: 0;
  display: flex;
  overflow: hidden;

  ul {
    display: flex;
  }
  a,
  button {
    color: #ffffff;
    white-space: nowrap;
  }
  a:hover,
  button:hover {
    background: rgb(255 255 255 / 0.12);
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: #ffffff;
  }
  @media (max-width: ${narrowBreakpoint - 1}px) {
    display: none;
  }
`;

const WideText = styled.span`
  @media (max-width: ${narrowBreakpoint - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const NarrowIcon = styled.span`
  @media (min-width: ${narrowBreakpoint}px) {
    display: none;
  }
`;

const UserName = styled.span`
  display: inline-block;
  max-width: 30vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Section = styled.section`
  padding: 4px 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.popup.border};
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  padding: 8px 16px 4px;
  font-size: 0.875rem;
`;

const SignOut = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.popup.border};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: -3px;
  }
`;

export interface TopBarProps {
  readonly brandName: string;
  readonly userName: string;
  /** Location 2. */
  readonly topMenu: readonly ShellMenuItem[];
  /** Location 3, its two sections (spec §3: section 1 application, 0 user). */
  readonly userMenu: {
    readonly application: readonly ShellMenuItem[];
    readonly user: readonly ShellMenuItem[];
  };
  /** Location 4. */
  readonly tiles: readonly ShellTile[];
  readonly onMenu: () => void;
  /** The user menu's change of password with the old one (sign-in spec §4), at /changepassword. */
  readonly onChangePassword: () => void;
  readonly onSignOut: () => void;
}

type Open = "suite" | "user" | undefined;

/**
 * The fixed top bar (sign-in spec §2 "Page shell", administration §2): logo, the server's top menu, the suite
 * tiles, the user's full name and the user menu with its application and user sections and Cerrar sesión.
 */
export function TopBar({
  brandName,
  userName,
  topMenu,
  userMenu,
  tiles,
  onMenu,
  onChangePassword,
  onSignOut,
}: TopBarProps) {
  const theme = useTheme();
  const [open, setOpen] = useState<Open>(undefined);
  const suiteId = useId();
  const userId = useId();
  const close = useCallback(() => setOpen(undefined), []);
  const toggle = (menu: Exclude<Open, undefined>) =>
    setOpen((current) => (current === menu ? undefined : menu));
  return (
    <Bar>
      <IconButton type="button" data-narrow-only onClick={onMenu} aria-label={i18n._("Menú")}>
        <MenuIcon name="menu" />
      </IconButton>
      <Logo src={theme.images.screens.topBar} alt={brandName} />
      {topMenu.length > 0 ? (
        <TopMenu aria-label={i18n._("Menú superior")}>
          <MenuTree items={topMenu} />
        </TopMenu>
      ) : (
        <Spacer />
      )}
      <IconButton
        type="button"
        aria-expanded={open === "suite"}
        aria-controls={suiteId}
        onClick={() => toggle("suite")}
      >
        <NarrowIcon aria-hidden="true">
          <MenuIcon name="apps" />
        </NarrowIcon>
        <WideText>{i18n._("Aplicaciones")}</WideText>
      </IconButton>
      {open === "suite" && (
        <Popover id={suiteId} label={i18n._("Aplicaciones")} onClose={close}>
          <Section>
            <SuiteTiles tiles={tiles} compact />
          </Section>
        </Popover>
      )}
      <IconButton
        type="button"
        aria-expanded={open === "user"}
        aria-controls={userId}
        onClick={() => toggle("user")}
      >
        <NarrowIcon aria-hidden="true">{initials(userName)}</NarrowIcon>
        <WideText>
          <UserName>{userName}</UserName>
        </WideText>
      </IconButton>
      {open === "user" && (
        <Popover id={userId} label={i18n._("Menú de usuario")} onClose={close}>
          {userMenu.application.length > 0 && (
            <Section aria-labelledby={`${userId}-app`}>
              <SectionTitle id={`${userId}-app`}>{i18n._("Sección aplicación")}</SectionTitle>
              <MenuTree items={userMenu.application} onFollow={close} />
            </Section>
          )}
          {userMenu.user.length > 0 && (
            <Section aria-labelledby={`${userId}-user`}>
              <SectionTitle id={`${userId}-user`}>{i18n._("Sección usuario")}</SectionTitle>
              <MenuTree items={userMenu.user} onFollow={close} />
            </Section>
          )}
          <SignOut
            type="button"
            onClick={() => {
              close();
              onChangePassword();
            }}
          >
            {i18n._("Cambiar contraseña")}
          </SignOut>
          <SignOut type="button" onClick={onSignOut}>
            {i18n._("Cerrar sesión")}
          </SignOut>
        </Popover>
      )}
    </Bar>
  );
}

/** "Ana Pérez" → "AP": the user button's face on a narrow screen. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}
