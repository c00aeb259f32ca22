import { focusRing, touchTarget, visuallyHidden } from "@gse/components";
import type { ButtonHTMLAttributes } from "react";
import styled from "styled-components";

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "role" | "aria-checked" | "onChange"> {
  readonly checked: boolean;
  /** The switch's accessible name; shown beside it unless `hideLabel`. */
  readonly label: string;
  readonly hideLabel?: boolean;
}

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.roles.accent : theme.roles.text)};
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.roles.accent : theme.roles.surface)};

  &::after {
    content: "";
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? "20px" : "2px")};
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.roles.onAccent : theme.roles.text)};
    transition: left 0.15s;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

// Disabled (read-only), the label keeps the text colour so it still reads at AA (the review grid's
// disabled-contrast check): only the track fades, and the cursor says it cannot change.
const Control = styled.button`
  ${touchTarget}
  /* Holds its visually hidden label, so the label sits where the switch is. */
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0 4px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
  }
  &:disabled ${Track} {
    opacity: 0.6;
  }
`;

const Label = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

/** An on/off switch (role="switch"), 44 px tall; the parent decides what a press does. */
export function Switch({ checked, label, hideLabel = false, type = "button", ...button }: SwitchProps) {
  return (
    <Control {...button} type={type} role="switch" aria-checked={checked}>
      <Track $on={checked} aria-hidden="true" />
      <Label $hidden={hideLabel}>{label}</Label>
    </Control>
  );
}
