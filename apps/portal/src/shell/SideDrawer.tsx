import { LanguageSelector } from "@gse/components";
import { useLingui, useSignIn } from "@gse/sdk";
import styled from "styled-components";
import { Link } from "../routing/location.tsx";
import { drawerWidth, narrowBreakpoint } from "./layout.ts";

const Nav = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: 64px;
  bottom: 0;
  left: 0;
  z-index: 9;
  width: ${drawerWidth}px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.roles.surface};
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

const Links = styled.ul`
  flex: 1;
  margin: 0;
  padding: 8px 0;
  list-style: none;
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  color: ${({ theme }) => theme.roles.text};
  text-decoration: none;

  &[data-status="active"] {
    font-weight: 700;
    color: ${({ theme }) => theme.link.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: -3px;
  }
`;

const Foot = styled.div`
  padding: 0 16px 8px;
`;

const Version = styled.p`
  margin: 0;
  padding: 12px 16px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.roles.text};
`;

const Backdrop = styled.button`
  position: fixed;
  inset: 64px 0 0 0;
  z-index: 8;
  border: 0;
  background: rgb(0 0 0 / 0.4);

  @media (min-width: ${narrowBreakpoint}px) {
    display: none;
  }
`;

const entries = [
  { to: "/users", label: "Usuarios" },
  { to: "/privileges", label: "Privilegios" },
  { to: "/roles", label: "Roles" },
  { to: "/apps", label: "Aplicaciones" },
  { to: "/menuSettings", label: "Menús" },
  { to: "/notifications", label: "Notificaciones" },
] as const;

/**
 * The side drawer (spec §2): permanent and 220 px wide on wide screens, temporary under 600 px, with the
 * version label at its foot.
 */
export function SideDrawer({
  open,
  onClose,
  version,
  appVersion,
  languageKey,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly version: string;
  readonly appVersion?: string | undefined;
  /** Where the brand stores the language (bms_lang, lstinhib_lang). */
  readonly languageKey: string;
}) {
  const { i18n } = useLingui();
  const { env } = useSignIn();
  return (
    <>
      {open && <Backdrop type="button" aria-label={i18n._("Cerrar menú")} onClick={onClose} />}
      <Nav $open={open} aria-label={i18n._("Menú")}>
        <Links>
          {entries.map(({ to, label }) => (
            <li key={to}>
              <MenuLink to={to} onClick={onClose}>
                {i18n._(label)}
              </MenuLink>
            </li>
          ))}
        </Links>
        <Foot>
          <LanguageSelector storageKey={languageKey} reload={env.reload} />
        </Foot>
        <Version>
          {i18n._("Versión")} {version}
          {appVersion ? ` · ${appVersion}` : ""}
        </Version>
      </Nav>
    </>
  );
}
