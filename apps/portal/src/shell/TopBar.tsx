import { useLingui } from "@gse/sdk";
import { useId, useState } from "react";
import styled, { useTheme } from "styled-components";
import { narrowBreakpoint } from "./layout.ts";

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  height: 64px;
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
  min-width: 0;
`;

/** Text shown only on wide screens; under 600 px the button shows its icon and keeps the text as its name. */
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
  max-width: 40vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Menu = styled.ul`
  position: absolute;
  top: 60px;
  right: 12px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  min-width: 200px;
  background: ${({ theme }) => theme.popup.background};
  color: ${({ theme }) => theme.popup.text};
  border: 1px solid ${({ theme }) => theme.popup.border};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

const MenuItem = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
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
  readonly apps: readonly string[];
  readonly onMenu: () => void;
  readonly onLogout: () => void;
}

/** The fixed top bar (spec §2): logo, suite menu, the user's full name and the user menu. */
export function TopBar({ brandName, userName, apps, onMenu, onLogout }: TopBarProps) {
  const { i18n } = useLingui();
  const theme = useTheme();
  const [open, setOpen] = useState<"suite" | "user" | undefined>(undefined);
  const suiteId = useId();
  const userId = useId();
  const toggle = (menu: "suite" | "user") => setOpen((current) => (current === menu ? undefined : menu));
  return (
    <Bar>
      <IconButton type="button" data-narrow-only onClick={onMenu} aria-label={i18n._("Menú")}>
        ☰
      </IconButton>
      <Logo src={theme.images.screens.topBar} alt={brandName} />
      <Spacer />
      <IconButton
        type="button"
        aria-expanded={open === "suite"}
        aria-controls={suiteId}
        onClick={() => toggle("suite")}
      >
        <NarrowIcon aria-hidden="true">▦</NarrowIcon>
        <WideText>{i18n._("Aplicaciones")}</WideText>
      </IconButton>
      {open === "suite" && (
        <Menu id={suiteId}>
          {apps.map((app) => (
            <li key={app}>
              <MenuItem type="button">{app}</MenuItem>
            </li>
          ))}
        </Menu>
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
        <Menu id={userId}>
          <li>
            <MenuItem type="button" onClick={onLogout}>
              {i18n._("Cerrar sesión")}
            </MenuItem>
          </li>
        </Menu>
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
