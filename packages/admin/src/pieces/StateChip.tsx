import type { ReactNode } from "react";
import styled from "styled-components";

/** on: active or pending (still to happen); off: inactive or executed. */
export type StateTone = "on" | "off";

const Chip = styled.span<{ $tone: StateTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.5;
  /* A state is one word or two: never broken, never wrapped. */
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === "on" ? theme.roles.link : theme.planTable.text)};
  background: ${({ theme }) => theme.planTable.rowBackground};
  opacity: ${({ $tone }) => ($tone === "on" ? 1 : 0.8)};
`;

/** A record's state in a list, as a labelled chip ('Activo', 'Pendiente'): text, not colour alone. */
export function StateChip({ tone, children }: { readonly tone: StateTone; readonly children: ReactNode }) {
  return <Chip $tone={tone}>{children}</Chip>;
}

/** A state column's controls side by side (a switch, the chip, a delete icon), kept on one line. */
export const StateControls = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;
