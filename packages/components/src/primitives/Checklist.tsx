import { useLingui } from "@gse/sdk";
import { useId } from "react";
import styled from "styled-components";
import { visuallyHidden } from "./styles.ts";

export interface ChecklistItem {
  readonly label: string;
  readonly passed: boolean;
}

export interface ChecklistProps {
  readonly title: string;
  readonly items: readonly ChecklistItem[];
}

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled.p`
  margin: 0 0 6px;
  font-weight: 700;
`;

const Item = styled.li<{ $passed: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  color: ${({ theme }) => theme.roles.text};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme, $passed }) => ($passed ? theme.roles.accent : theme.roles.text)};
  }

  /* The tick, in CSS rather than an attribute: an SVG attribute cannot read the scheme's custom properties. */
  svg path {
    stroke: ${({ theme }) => theme.roles.onAccent};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Met: a ticked disc; unmet: an empty ring. The shapes differ, so colour is never the only cue. */
function Mark({ passed }: { readonly passed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {passed ? (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M5.5 10.5l3 3 6-6.5" fill="none" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : (
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/**
 * A live checklist (the five password rules). Each line says in words whether it is met; a polite summary
 * ('3 de 5 requisitos cumplidos') is announced when the count changes, not on every keystroke.
 */
export function Checklist({ title, items }: ChecklistProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const met = items.filter((item) => item.passed).length;
  return (
    <div>
      <Title id={titleId}>{title}</Title>
      <List aria-labelledby={titleId}>
        {items.map((item) => (
          <Item key={item.label} $passed={item.passed} data-passed={item.passed}>
            <Mark passed={item.passed} />
            <span>
              {item.label}
              <Hidden> ({item.passed ? _("Cumplido") : _("Pendiente")})</Hidden>
            </span>
          </Item>
        ))}
      </List>
      <Hidden aria-live="polite">
        {_({ id: "{met} de {total} requisitos cumplidos", values: { met, total: items.length } })}
      </Hidden>
    </div>
  );
}
