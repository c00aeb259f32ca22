import { i18n } from "@gse/sdk";
import styled from "styled-components";

/** A suite tile as the shell draws it (administration spec §3 Tile item), its logos on our own server. */
export interface ShellTile {
  readonly key: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly href: string;
  readonly logo?: string | undefined;
  readonly logoDark?: string | undefined;
}

const Grid = styled.ul<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $compact }) => ($compact ? 96 : 160)}px, 1fr));
  gap: ${({ $compact }) => ($compact ? 8 : 16)}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  height: 100%;
  min-height: 44px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.roles.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    border-color: ${({ theme }) => theme.roles.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

const Logo = styled.img`
  width: 100%;
  max-width: 160px;
  height: 48px;
  object-fit: contain;
`;

const Name = styled.span`
  font-weight: 700;
`;

const Description = styled.span`
  font-size: 0.875rem;
`;

/** An address of our own server: logos never come from another origin (the page's CSP says so too). */
const ownPath = (path: string | undefined) =>
  path?.startsWith("/") && !path.startsWith("//") ? path : undefined;

export interface SuiteTilesProps {
  readonly tiles: readonly ShellTile[];
  /** The top bar's popover draws them small, /home large with descriptions. */
  readonly compact?: boolean;
}

/**
 * The suite-applications tiles (menu location 4): each application's logo, light or dark as the system's
 * colour scheme asks, and its name; a tile opens the application in a new tab.
 */
export function SuiteTiles({ tiles, compact = false }: SuiteTilesProps) {
  if (tiles.length === 0) return <p>{i18n._("No hay datos para mostrar")}</p>;
  return (
    <Grid $compact={compact}>
      {tiles.map((tile) => {
        const logo = ownPath(tile.logo);
        const dark = ownPath(tile.logoDark);
        return (
          <li key={tile.key}>
            <Tile href={tile.href} target="_blank" rel="noopener noreferrer">
              {logo && (
                <picture>
                  {dark && <source srcSet={dark} media="(prefers-color-scheme: dark)" />}
                  <Logo src={logo} alt="" />
                </picture>
              )}
              <Name>{tile.name}</Name>
              {!compact && tile.description && <Description>{tile.description}</Description>}
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}
