import { focusRing, touchTarget } from "@gse/components";
import { type KeyboardEvent, useEffect, useRef } from "react";
import styled from "styled-components";

export interface RecordFormTabsProps {
  /** The accessible name of the tab list: the record's heading. */
  readonly label: string;
  readonly tabs: readonly { readonly id: string; readonly label: string }[];
  readonly selected: number;
  /** Asked for a tab: the form decides (it may ask about unsaved changes first). */
  readonly onSelect: (index: number) => void;
  /** The id prefix tying each tab to its panel. */
  readonly idPrefix: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.roles.border};
`;

const Tab = styled.button`
  ${touchTarget}
  padding: 0 16px;
  border: 0;
  border-bottom: 4px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-selected="true"] {
    border-bottom-color: ${({ theme }) => theme.roles.accent};
    font-weight: 700;
  }
`;

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * The record's tabs (WAI-ARIA tabs pattern): arrows, Home and End ask for the neighbouring, first or last tab,
 * and focus follows the tab the form actually selects.
 */
export function RecordFormTabs({ label, tabs, selected, onSelect, idPrefix }: RecordFormTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fromKeys = useRef(false);

  useEffect(() => {
    if (!fromKeys.current) return;
    fromKeys.current = false;
    buttons.current[selected]?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    fromKeys.current = true;
    onSelect(Math.max(0, Math.min(last, target)));
  };

  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, index)}
          aria-selected={index === selected}
          aria-controls={index === selected ? panelId(idPrefix) : undefined}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
