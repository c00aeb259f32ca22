import { LanguageSelector } from "@gse/components";
import { i18n } from "@gse/sdk";
import styled from "styled-components";
import { drawerWidth, narrowBreakpoint, topBarHeight } from "./layout.ts";
import { MenuTree } from "./MenuTree.tsx";
import type { ShellMenuItem } from "./shell-menu.ts";

const Nav = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: ${topBarHeight}px;
  bottom: 0;
  left: 0;
  z-index: 9;
  width: ${drawerWidth}px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  border-right: 1px solid ${({ theme }) => theme.roles.border};
  transform: translateX(${({ $open }) => ($open ? "0" : "-100%")});
  /* Hidden, not just moved: a closed drawer's links must not take keyboard focus. */
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
  transition: transform 0.2s ease, visibility 0.2s;

  @media (min-width: ${narrowBreakpoint}px) {
    transform: none;
    visibility: visible;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Menu = styled.div`
  flex: 1;
  padding: 8px 0;
`;

/** Under 600 px the top bar has no room for the top menu: its entries come here. */
const NarrowOnly = styled.div`
  border-top: 1px solid ${({ theme }) => theme.roles.border};
  padding: 8px 0;

  @media (min-width: ${narrowBreakpoint}px) {
    display: none;
  }
`;

const Foot = styled.div`
  padding: 0 16px 8px;
`;

const Version = styled.p`
  margin: 0;
  padding: 12px 16px;
  font-size: 0.875rem;
`;

const Backdrop = styled.button`
  position: fixed;
  inset: ${topBarHeight}px 0 0 0;
  z-index: 8;
  border: 0;
  background: rgb(0 0 0 / 0.4);

  @media (min-width: ${narrowBreakpoint}px) {
    display: none;
  }
`;

export interface SideDrawerProps {
  /** The side menu (location 1), already filtered for the session. */
  readonly items: readonly ShellMenuItem[];
  /** The top menu (location 2), shown here under 600 px where the top bar has no room for it. */
  readonly topItems?: readonly ShellMenuItem[];
  readonly open: boolean;
  readonly onClose: () => void;
  /** Spec §9: 1.8.0. */
  readonly version: string;
  /** The application's own version, fetched per application. */
  readonly appVersion?: string | undefined;
  /** Where the brand stores the language (bms_lang, lstinhib_lang). */
  readonly languageKey: string;
  readonly reload: () => void;
}

/**
 * The side drawer (spec §2, §9): the server's side menu, permanent and 220 px wide on wide screens, temporary
 * under 600 px, with the language selector and the version label at its foot.
 */
export function SideDrawer({
  items,
  topItems = [],
  open,
  onClose,
  version,
  appVersion,
  languageKey,
  reload,
}: SideDrawerProps) {
  return (
    <>
      {open && <Backdrop type="button" aria-label={i18n._("Cerrar menú")} onClick={onClose} />}
      <Nav $open={open} aria-label={i18n._("Menú lateral")}>
        <Menu>
          <MenuTree items={items} onFollow={onClose} emptyText={i18n._("No hay datos para mostrar")} />
        </Menu>
        {topItems.length > 0 && (
          <NarrowOnly>
            <MenuTree items={topItems} onFollow={onClose} />
          </NarrowOnly>
        )}
        <Foot>
          <LanguageSelector storageKey={languageKey} reload={reload} />
        </Foot>
        <Version>
          {i18n._("Versión {version}", { version })}
          {appVersion ? ` · ${appVersion}` : ""}
        </Version>
      </Nav>
    </>
  );
}
