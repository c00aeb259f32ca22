import { useLingui } from "@gse/sdk";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import styled, { css } from "styled-components";
import { MenuIcon } from "./icons/MenuIcon.tsx";
import type { ShellMenuItem } from "./shell-menu.ts";

const List = styled.ul<{ $depth: number }>`
  margin: 0;
  padding: 0 0 0 ${({ $depth }) => ($depth > 0 ? 16 : 0)}px;
  list-style: none;
`;

const entry = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &[data-status="active"] {
    font-weight: 700;
    color: ${({ theme }) => theme.link.text};
  }
  &:hover {
    background: ${({ theme }) => theme.roles.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: -3px;
  }
`;

const RouteEntry = styled(Link)`
  ${entry}
`;
const AddressEntry = styled.a`
  ${entry}
`;
const GroupEntry = styled.button`
  ${entry}
`;
// A name is never broken inside a word: it wraps between words, and one long word takes the room it needs.
const Label = styled.span`
  flex: 1;
  min-width: min-content;
  overflow-wrap: normal;
`;

/**
 * A menu item's name in the chosen language where the console's catalog has it (the server's names are the
 * Spanish texts, the catalogs' ids); any other name as the server sent it.
 */
function useItemName(name: string): string {
  const { i18n } = useLingui();
  return Object.hasOwn(i18n.messages, name) ? i18n._(name) : name;
}

function Entry({ item, onFollow }: { readonly item: ShellMenuItem; readonly onFollow: () => void }) {
  const name = useItemName(item.name);
  const icon = <MenuIcon name={item.iconName} personalized={item.isPersonalizedIcon} size={item.sizeIcon} />;
  const label = <Label>{name}</Label>;
  if (item.target.kind === "route") {
    return (
      <RouteEntry to={item.target.to} onClick={onFollow} title={item.description}>
        {icon}
        {label}
      </RouteEntry>
    );
  }
  if (item.target.kind === "url") {
    return (
      <AddressEntry
        href={item.target.href}
        target="_blank"
        rel="noopener noreferrer"
        title={item.description}
      >
        {icon}
        {label}
      </AddressEntry>
    );
  }
  return null;
}

function Group({ item, depth, onFollow }: { item: ShellMenuItem; depth: number; onFollow: () => void }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const name = useItemName(item.name);
  return (
    <>
      <GroupEntry type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <MenuIcon name={item.iconName} personalized={item.isPersonalizedIcon} size={item.sizeIcon} />
        <Label>{name}</Label>
        <MenuIcon name={open ? "expand_more" : "chevron_right"} size="20px" />
      </GroupEntry>
      {open && <MenuTree id={id} items={item.children} depth={depth + 1} onFollow={onFollow} />}
    </>
  );
}

export interface MenuTreeProps {
  readonly items: readonly ShellMenuItem[];
  readonly depth?: number;
  readonly id?: string;
  /** After following an entry (the temporary drawer closes). */
  readonly onFollow?: () => void;
  /** What an empty menu says; nothing at all when not given (the top bar's menu). */
  readonly emptyText?: string;
}

/**
 * A server menu as nested lists of links (spec §2): routes through the router, addresses in a new tab, and
 * groups (an item with children) as disclosure buttons. Real links and buttons: keyboard and screen readers
 * work as on any page.
 */
export function MenuTree({ items, depth = 0, id, onFollow = () => undefined, emptyText }: MenuTreeProps) {
  if (items.length === 0) return emptyText ? <Empty>{emptyText}</Empty> : null;
  return (
    <List $depth={depth} id={id}>
      {items.map((item) => (
        <li key={item.key}>
          {item.children.length > 0 ? (
            <Group item={item} depth={depth} onFollow={onFollow} />
          ) : (
            <Entry item={item} onFollow={onFollow} />
          )}
        </li>
      ))}
    </List>
  );
}

const Empty = styled.p`
  margin: 0;
  padding: 12px 16px;
`;
